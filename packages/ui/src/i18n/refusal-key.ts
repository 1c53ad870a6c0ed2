// Which kit text shows each server refusal code; the Record makes a new code fail to compile
// until it has English and Arabic.
import type { Refusal, RefusalCode } from '@lamaa/domain';
import type { MessageKey } from './resources/en.js';

const REFUSAL_KEYS: Readonly<Record<RefusalCode, MessageKey>> = {
  'validation.failed': 'server.validation-failed',
  'request.not-json': 'server.request-not-json',
  'request.invalid-json': 'server.request-invalid-json',
  'request.malformed': 'server.request-malformed',
  'request.bad-path': 'server.request-bad-path',
  'request.too-large': 'server.request-too-large',
  'request.unknown-path': 'server.request-unknown-path',
  'request.method-not-allowed': 'server.request-method-not-allowed',
  'request.nul-character': 'server.request-nul-character',
  'request.not-multipart': 'server.request-not-multipart',
  'request.multipart-unreadable': 'server.request-multipart-unreadable',
  'server.error': 'server.server-error',
  'auth.unauthenticated': 'server.auth-unauthenticated',
  'auth.invalid-credentials': 'server.auth-invalid-credentials',
  'auth.too-many-attempts': 'server.auth-too-many-attempts',
  'customer.not-found': 'server.customer-not-found',
  'customer.phone-country-unsupported': 'server.customer-phone-country-unsupported',
  'customer.phone-invalid': 'server.customer-phone-invalid',
  'customer.phone-taken': 'server.customer-phone-taken',
  'vehicle.not-found': 'server.vehicle-not-found',
  'employee.not-found': 'server.employee-not-found',
  'city.not-found': 'server.city-not-found',
  'car-brand.not-found': 'server.car-brand-not-found',
  'plate-type.not-found': 'server.plate-type-not-found',
  'service.not-found': 'server.service-not-found',
  'service.option-not-found': 'server.service-option-not-found',
  'package.not-found': 'server.package-not-found',
  'product.not-found': 'server.product-not-found',
  'cart.mixed-kinds': 'server.cart-mixed-kinds',
  'cart.line-unavailable': 'server.cart-line-unavailable',
  'cart.duplicate-option': 'server.cart-duplicate-option',
  'cart.exclusive-conflict': 'server.cart-exclusive-conflict',
  'checkout.cart-empty': 'server.checkout-cart-empty',
  'coupon.invalid': 'server.coupon-invalid',
  'coupon.mismatch': 'server.coupon-mismatch',
  'coupon.minimum-total-not-met': 'server.coupon-minimum-total-not-met',
  'coupon.invalid-terms': 'server.coupon-invalid-terms',
  'pricing.invalid-line': 'server.pricing-invalid-line',
  'pricing.invalid-discount': 'server.pricing-invalid-discount',
  'pricing.invalid-amount': 'server.pricing-invalid-amount',
  'pricing.discount-coupon-conflict': 'server.pricing-discount-coupon-conflict',
  'order.not-found': 'server.order-not-found',
  'order.address-required': 'server.order-address-required',
  'order.amount-required': 'server.order-amount-required',
  'order.amount-out-of-range': 'server.order-amount-out-of-range',
  'order.already-paid': 'server.order-already-paid',
  'order.cancelled-not-payable': 'server.order-cancelled-not-payable',
  'order.status-not-deletable': 'server.order-status-not-deletable',
  'order.has-payments': 'server.order-has-payments',
  'payment.cash-invalid': 'server.payment-cash-invalid',
  'payment.partial-exceeds-total': 'server.payment-partial-exceeds-total',
  'payment.cash-below-total': 'server.payment-cash-below-total',
  'vault.not-found': 'server.vault-not-found',
  'slot.not-found': 'server.slot-not-found',
  'slot.started': 'server.slot-started',
  'slot.full': 'server.slot-full',
  'idempotency.key-reused': 'server.idempotency-key-reused',
  'idempotency.in-progress': 'server.idempotency-in-progress',
  'idempotency.key-invalid': 'server.idempotency-key-invalid',
  'supplier.not-found': 'server.supplier-not-found',
  'branch.not-found': 'server.branch-not-found',
  'intake.material-not-found': 'server.intake-material-not-found',
  'intake.barcode-exists': 'server.intake-barcode-exists',
  'intake.barcode-required': 'server.intake-barcode-required',
  'attachment.not-a-file': 'server.attachment-not-a-file',
  'attachment.too-large': 'server.attachment-too-large',
  'attachment.invalid-type': 'server.attachment-invalid-type',
};

/**
 * The message key of a server refusal, and the generic `server.refused` for a code this build
 * does not know, so the server's English sentence is never shown.
 * @example refusalKey('slot.full') // 'server.slot-full'
 */
export function refusalKey(code: string): MessageKey {
  return Object.hasOwn(REFUSAL_KEYS, code) ? REFUSAL_KEYS[code as RefusalCode] : 'server.refused';
}

/** The key and interpolation values of a refusal, ready for `t(key, values)`. */
export function refusalText(refusal: Refusal): {
  key: MessageKey;
  values: Readonly<Record<string, string | number>>;
} {
  return { key: refusalKey(refusal.code), values: refusal.params ?? {} };
}
