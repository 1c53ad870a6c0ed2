// The codes a server refusal carries, typed in one place: the domain's own rule codes where
// the server refuses for the same reason, and the server-only ones beside them.
import type { AddToCartCode } from '../cart/add-to-cart.js';
import type { CheckoutCode } from '../checkout/checkout-checks.js';
import type { CouponReasonCode } from '../coupon/coupon-terms.js';
import type { CouponEntryCode } from '../coupon/coupon-entry.js';
import type { CouponReachCode } from '../coupon/coupon-reach.js';
import type { CouponUseCode } from '../coupon/coupon-use.js';
import type { AttachmentCode } from '../intake/check-attachments.js';
import type { BarcodeCode } from '../intake/barcode-lines.js';
import type { MaterialLineCode } from '../intake/material-line.js';
import type { OrderPaymentCode } from '../payment/order-payment.js';
import type { OrderDeleteRefusal, OrderPaymentRefusal } from '../orders/order-status-tone.js';
import type { PriceCartCode } from '../pricing/price-cart.js';
import type { BranchPlaceCode } from '../office/branch-place.js';
import type { BusinessTaxCode } from '../office/business-tax.js';
import type { CatalogueCode } from '../catalogue/catalogue-entry.js';
import type { SheetCode } from '../catalogue/catalogue-sheet.js';
import type { StaffBranchCode } from '../office/staff-branch.js';
import type { PasswordCode } from '../office/staff-password.js';
import type { ApprovalPinCode } from '../approval/approval-pin.js';
import type { ApprovalRulesCode } from '../approval/approval-rules.js';
import type { ShiftInputCode } from '../shift/shift-input.js';
import type { ShiftSettingsCode } from '../shift/shift-variance.js';
import type { RefundCode } from '../refund/refund-plan.js';
import type { PlanRefusalCode } from '../plan/plan-redemption.js';
import type { PlanEntryCode } from '../plan/plan-entry.js';
import type { PlanManageCode } from '../plan/plan-manage.js';
import type { SplitPaymentCode } from '../payment/split-payment.js';
import type { VaultEntryCode, VaultManageCode } from '../vault/vault-entry.js';
import type { SlotScheduleCode } from '../booking/slot-schedule.js';

/** Refusals only the server can make: the request itself, its database, sign-in, rows, slots, keys. */
export type ServerOnlyCode =
  | 'validation.failed'
  | 'request.not-json'
  | 'request.invalid-json'
  | 'request.malformed'
  | 'request.bad-path'
  | 'request.too-large'
  | 'request.unknown-path'
  | 'request.method-not-allowed'
  | 'request.nul-character'
  | 'request.not-multipart'
  | 'request.multipart-unreadable'
  | 'server.error'
  | 'database.timeout'
  | 'database.unavailable'
  | 'auth.unauthenticated'
  | 'auth.invalid-credentials'
  | 'auth.too-many-attempts'
  | 'access.forbidden'
  | 'customer.not-found'
  | 'customer.phone-country-unsupported'
  | 'customer.phone-invalid'
  | 'customer.phone-taken'
  | 'vehicle.not-found'
  | 'employee.not-found'
  | 'city.not-found'
  | 'car-brand.not-found'
  | 'plate-type.not-found'
  | 'service.not-found'
  | 'service.option-not-found'
  | 'package.not-found'
  | 'product.not-found'
  | 'cart.mixed-kinds'
  | 'cart.line-unavailable'
  | 'coupon.invalid'
  | 'coupon.mismatch'
  | 'order.not-found'
  | 'order.address-required'
  | 'order.amount-required'
  | 'order.amount-out-of-range'
  | 'vault.not-found'
  | 'slot.not-found'
  | 'slot.started'
  | 'slot.full'
  | 'idempotency.key-reused'
  | 'idempotency.in-progress'
  | 'idempotency.key-invalid'
  | 'supplier.not-found'
  | 'branch.not-found'
  | 'attachment.not-a-file'
  | 'attachment.too-many'
  | 'attachment.total-too-large'
  | 'money.too-large'
  | 'cart.line-too-large'
  | 'cart.total-too-large'
  | 'invoice.line-too-large'
  | 'invoice.total-too-large'
  | 'staff.not-found'
  | 'staff.email-taken'
  | 'staff.self-change'
  | 'staff.inactive'
  | 'password-link.invalid'
  | 'password-link.expired'
  | 'approval.required'
  | 'approval.pin-invalid'
  | 'approval.token-invalid'
  | 'approval.too-many-attempts'
  | 'catalogue.icon-unknown'
  | 'shift.not-open'
  | 'shift.already-open'
  | 'shift.closed'
  | 'shift.not-found'
  | 'shift.vault-not-cash'
  | 'refund.order-not-paid'
  | 'credit-note.not-found'
  | 'plan.not-found'
  | 'entitlement.not-found'
  | 'coupon.not-found'
  | 'image.missing'
  | 'image.too-large'
  | 'image.invalid-type'
  | 'image.undecodable'
  | 'image.too-many-pixels'
  | 'image.unknown'
  | 'image.not-found';

/**
 * Why one field of a request does not fit its schema, as the server's `field_codes` name it
 * (with `max`, `min`, `format` or `keys` as params); a field refused for a rule carries that
 * rule's refusal code instead.
 */
export type FieldCode =
  | 'field.required'
  | 'field.invalid'
  | 'field.invalid-choice'
  | 'field.invalid-format'
  | 'field.too-long'
  | 'field.too-short'
  | 'field.too-large'
  | 'field.too-small'
  | 'field.not-above'
  | 'field.not-below'
  | 'field.too-many'
  | 'field.too-few'
  | 'field.unknown-keys';

/**
 * Every code a server refusal (the error body's `code`) may carry; clients translate it and
 * fall back to a generic text for a code they do not know.
 * @example const code: RefusalCode = 'slot.full';
 */
export type RefusalCode =
  | ServerOnlyCode
  | FieldCode
  | Extract<AddToCartCode, 'cart.duplicate-option' | 'cart.exclusive-conflict'>
  | Extract<CheckoutCode, 'checkout.cart-empty'>
  | CouponReasonCode
  | PriceCartCode
  | OrderDeleteRefusal
  | OrderPaymentRefusal
  | Extract<
      OrderPaymentCode,
      'payment.cash-invalid' | 'payment.partial-exceeds-total' | 'payment.cash-below-total'
    >
  | Extract<BarcodeCode, 'intake.barcode-exists' | 'intake.barcode-required'>
  | Extract<MaterialLineCode, 'intake.material-not-found'>
  | Extract<AttachmentCode, 'attachment.invalid-type' | 'attachment.too-large'>
  | BusinessTaxCode
  | BranchPlaceCode
  | StaffBranchCode
  | PasswordCode
  | ApprovalPinCode
  | ApprovalRulesCode
  | CatalogueCode
  | ShiftInputCode
  | ShiftSettingsCode
  | RefundCode
  | PlanRefusalCode
  | PlanEntryCode
  | PlanManageCode
  | SplitPaymentCode
  | CouponUseCode
  | CouponEntryCode
  | CouponReachCode
  | VaultEntryCode
  | VaultManageCode
  | SlotScheduleCode
  | SheetCode;

/** Parameters of a refusal, interpolated into its text. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * A refusal as it comes over the wire: a code (possibly one this build does not know yet)
 * and its parameters.
 */
export interface Refusal {
  readonly code: string;
  readonly params?: RefusalParams | undefined;
}
