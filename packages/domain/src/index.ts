// The public API of @lamaa/domain, listed by name.
export {
  ADDRESS_MAX_LENGTH,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  BUSINESS_ID_HEADER_VALUE,
  CAR_GROUPS,
  CLEAR_CART_PREVIEW_COUNT,
  COUPON_FLAG_RESET_MS,
  CURRENCY,
  DEFAULT_CUSTOMER_LANGUAGE,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_VEHICLE_COLOR,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_SIZES,
  EXCLUSIVE_OPTIONS_PER_CART,
  INVOICE_ATTACHMENTS_MAX_BYTES,
  INVOICE_MAX_ATTACHMENTS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_LOAD_RETRIES,
  ORDER_SEARCH_DEBOUNCE_MS,
  ORDERS_PAGE_SIZE,
  PERCENTAGE_DISCOUNT_MAX,
  PINNED_PHONE_COUNTRIES,
  PLACE_SEARCH_MIN_CHARS,
  REQUEST_TIMEOUT_MS,
  SEARCH_DEBOUNCE_MS,
  SERVICE_LINE_QUANTITY,
  SUPPLIER_DESCRIPTION_MAX_LENGTH,
  SUPPLIER_NAME_MAX_LENGTH,
  TOAST_DURATION_MS,
  TOKEN_LIFETIME_DAYS,
  VEHICLE_YEAR_RANGE,
  VIN_MAX_LENGTH,
} from './constants/limits.js';
export {
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  MAX_INVOICE_LINE_QUANTITY,
  MAX_INVOICE_LINES,
  MAX_LINE_TOTAL_FILS,
  MAX_ORDER_TOTAL_FILS,
  MAX_PAYMENT_FILS,
  MAX_UNIT_PRICE_FILS,
} from './constants/money-limits.js';
export {
  aedToFils,
  filsToAed,
  FILS_PER_AED,
  isFils,
  parseAedInput,
  percentOf,
  sanitizeAmountInput,
  sumFils,
} from './money/fils.js';
export type { Fils } from './money/fils.js';
export { ACTIONS, ROLES, can, roleMay, roleRank } from './access/can.js';
export type { Action, Actor, Role, Scope } from './access/can.js';
export { cookieValue } from './shared/cookie-value.js';
// dates and times on a branch's wall clock
export {
  addLocalDays,
  addLocalMonths,
  daysBetween,
  isLocalDate,
  localDateAt,
  localDateTime,
  localDayStart,
  weekStart,
} from './time/local-date.js';
export type { LocalDateTime } from './time/local-date.js';
export {
  BRANCH_TIME_ZONES,
  branchPlaceProblem,
  branchTimeZone,
  DEFAULT_BRANCH_TIME_ZONE,
  EMIRATES,
  keptPlace,
} from './office/branch-place.js';
export type {
  BranchPlace,
  BranchPlaceCode,
  BranchTimeZone,
  Emirate,
} from './office/branch-place.js';
export { businessTaxProblem, isTrn, TRN_LENGTH } from './office/business-tax.js';
export type { BusinessTaxCode } from './office/business-tax.js';
export { AUDIT_ACTIONS, AUDIT_SUBJECTS } from './office/audit-action.js';
export type { AuditAction, AuditSubject } from './office/audit-action.js';
export {
  APPROVAL_KINDS,
  APPROVAL_PERCENT_RANGE,
  approvalRulesProblem,
  coversApprovals,
  DEFAULT_APPROVAL_RULES,
  isLargeDiscount,
  isLoweredPrice,
  orderDeleteApprovals,
  refundApprovals,
  saleApprovals,
} from './approval/approval-rules.js';
export type {
  ApprovalKind,
  ApprovalLine,
  ApprovalRules,
  ApprovalRulesCode,
  SaleForApproval,
} from './approval/approval-rules.js';
export { APPROVAL_PIN_LENGTH, approvalPinProblem } from './approval/approval-pin.js';
export type { ApprovalPinCode } from './approval/approval-pin.js';
export { APPROVAL_REQUIRED, approvalMachine, requiredKinds } from './approval/approval-machine.js';
export type {
  ApprovalContext,
  ApprovalEvent,
  GrantAnswer,
  GuardedAnswer,
} from './approval/approval-machine.js';
export {
  PASSWORD_LINK_LIFETIME_HOURS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from './office/staff-password.js';
export type { PasswordCode } from './office/staff-password.js';
export { staffBranchProblem } from './office/staff-branch.js';
export {
  BRANCH_PHONE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  OFFICE_NAME_MAX_LENGTH,
  TRN_INPUT_MAX_LENGTH,
} from './office/office-limits.js';
export type { StaffBranchCode } from './office/staff-branch.js';
export {
  addPriceProblems,
  CAR_GROUP_IDS,
  CATALOGUE_NAME_MAX_LENGTH,
  catalogPriceProblem,
  catalogTextProblem,
  DISPLAY_ORDER_MAX,
  INCLUDED_ENTRY_MAX_LENGTH,
  INCLUDED_MAX_ENTRIES,
  isCarGroupId,
  isDisplayOrder,
  packageProblems,
  productProblems,
  SERVICE_OPTIONS_MAX,
  serviceProblems,
} from './catalogue/catalogue-entry.js';
export {
  DESCRIPTION_MAX_LENGTH,
  materialProblems,
  supplierProblems,
  UNIT_MAX_LENGTH,
} from './catalogue/intake-entry.js';
export type {
  Bilingual,
  CarGroupId,
  CatalogueCode,
  CatalogueProblems,
  GroupPrice,
  ServiceEntry,
} from './catalogue/catalogue-entry.js';
export {
  isSheetKind,
  PRICE_COLUMNS,
  SHEET_COLUMNS,
  SHEET_KINDS,
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  sheetAmount,
  sheetText,
} from './catalogue/catalogue-sheet.js';
export type {
  OptionSheetEntry,
  PackageSheetEntry,
  ProductSheetEntry,
  ServiceSheetEntry,
  SheetCode,
  SheetEntry,
  SheetEntryOf,
  SheetKind,
  SheetProblem,
} from './catalogue/catalogue-sheet.js';
export { readCatalogueSheet, sheetReferenceProblems } from './catalogue/catalogue-sheet-read.js';
export type { SheetReading } from './catalogue/catalogue-sheet-read.js';
export { catalogueSheetRecords, isSameSheetEntry } from './catalogue/catalogue-sheet-write.js';
export { createLoaderMachine } from './loading/create-loader-machine.js';
export type {
  LoadRequest,
  LoadResult,
  LoaderCache,
  LoaderContext,
  LoaderEvent,
  LoaderInput,
} from './loading/create-loader-machine.js';
export { fail, ok } from './shared/result.js';
export { randomUuid } from './shared/random-uuid.js';
export type { RandomSource } from './shared/random-uuid.js';
export type { Failure, FailureParams, Result, Success } from './shared/result.js';

// region: commerce (pricing, cart, coupon, discount, checkout, vaults, time slots, order payment)
export { canSelectSlot, checkSlotChoice, groupTimeSlots } from './booking/time-slots.js';
export type { AvailabilityDay, TimeSlot, TimeSlotDay } from './booking/time-slots.js';
export {
  DEFAULT_SLOT_SCHEDULES,
  hoursOn,
  LOCATION_TYPES,
  minutesOf,
  SCHEDULE_DATES_MAX,
  scheduleProblems,
  SLOT_CAPACITY_MAX,
  SLOT_MINUTES,
  slotsOn,
  weekdayOf,
} from './booking/slot-schedule.js';
export type {
  OpenHours,
  PlannedSlot,
  SlotSchedule,
  SlotScheduleCode,
  SlotScheduleProblem,
  SpecialHours,
} from './booking/slot-schedule.js';
export { addToCart, candidateKind, checkAddToCart } from './cart/add-to-cart.js';
export type { AddToCartCandidate, AddToCartCode, AddToCartSession } from './cart/add-to-cart.js';
export {
  lineQuantityProblem,
  removeLine,
  removeOption,
  setAddOnPrice,
  setLinePlan,
  setLineQuantity,
} from './cart/cart-edits.js';
export type { CartEditCode } from './cart/cart-edits.js';
export { isSameLine } from './cart/cart-line.js';
export type {
  CartLine,
  CartOption,
  LinePayload,
  LineRedemption,
  LineRef,
  LocalizedName,
} from './cart/cart-line.js';
export { cartMachine, syncRequestNumber } from './cart/cart-machine.js';
export type { CartContext, CartError, CartEvent, CartInput } from './cart/cart-context.js';
export { applyServerLines, buildCartSyncRequest } from './cart/cart-sync.js';
export type {
  CartSyncRequest,
  CartSyncSource,
  ServerLine,
  ServerVat,
  ServerPricing,
  SyncPurchasable,
} from './cart/cart-sync.js';
export { cartTotals } from './cart/cart-totals.js';
export type { CartTotals, CartTotalsSource } from './cart/cart-totals.js';
export { cartPageType, lastItems, pageSwitch } from './cart/page-switch.js';
export type { PageSwitch } from './cart/page-switch.js';
export { PURCHASABLE_KINDS } from './cart/purchasable-kind.js';
export type { PurchasableKind } from './cart/purchasable-kind.js';
export { cartAfterSelectionChange, checkCartSubmit } from './cart/selection-change.js';
export type { CartClearedCode, SelectionChangeOutcome } from './cart/selection-change.js';
export { checkCheckout, checkCheckoutStart } from './checkout/checkout-checks.js';
export type { CheckoutCode, CheckoutState } from './checkout/checkout-checks.js';
export { CHECKOUT_RESET, checkoutMachine } from './checkout/checkout-machine.js';
export type {
  CheckoutCompletedEvent,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  OrderSubmission,
  OrderSubmissionResult,
} from './checkout/checkout-machine.js';
export {
  canSearchPlaces,
  hasCoordinates,
  locationType,
  validateLocation,
} from './checkout/location-choice.js';
export type { LocationChoice, LocationCode, LocationType } from './checkout/location-choice.js';
export { buildOrderPayload } from './checkout/order-payload.js';
export type {
  OrderAddressPoint,
  OrderPayload,
  OrderPayloadSource,
} from './checkout/order-payload.js';
export {
  checkPartialAmount,
  checkPaymentChoice,
  FIRST_SPLIT,
  isSplitChoice,
  PAYMENT_METHODS,
  toPaymentMethod,
} from './checkout/payment-choice.js';
export type { PaymentChoice, PaymentMethod, PaymentType } from './checkout/payment-choice.js';
export { createSaleMachine, FIRST_PAYMENT } from './sale/sale-machine.js';
export { approvalCart, changeApprovals } from './sale/sale-approval.js';
export type { GuardedCartChange, SaleApproval } from './sale/sale-approval.js';
export type {
  SaleCartRef,
  SaleCheckoutRef,
  SaleContext,
  SaleCouponRef,
  SaleCustomer,
  SaleEmitted,
  SaleEvent,
  SaleInput,
  SaleVehicle,
} from './sale/sale-context.js';
export { readSaleRecord, SALE_RECORD_VERSION, writeSaleRecord } from './sale/sale-record.js';
export type { SaleRecord, SaleRecordGuards } from './sale/sale-record.js';
export { couponMachine } from './coupon/coupon-machine.js';
export type {
  CouponContext,
  CouponEvent,
  CouponInput,
  CouponNotice,
} from './coupon/coupon-machine.js';
export { couponDiscount } from './coupon/coupon-terms.js';
export { couponOnOffer, couponUseRefusal } from './coupon/coupon-use.js';
export { couponAppliesAt, couponWithinReach } from './coupon/coupon-reach.js';
export type { CouponReachCode } from './coupon/coupon-reach.js';
export type {
  CouponUse,
  CouponUseCode,
  CouponUseRefusal,
  CouponUseRules,
} from './coupon/coupon-use.js';
export {
  COUPON_CODE_MAX_LENGTH,
  COUPON_PERCENT_MAX,
  COUPON_USES_MAX,
  couponProblems,
} from './coupon/coupon-entry.js';
export type { CouponEntry, CouponEntryCode, CouponProblems } from './coupon/coupon-entry.js';
export type {
  CouponReasonCode,
  CouponTerms,
  CouponValidity,
  SelectedCoupon,
} from './coupon/coupon-terms.js';
export {
  checkCartDiscount,
  discountAmount,
  discountLine,
  isCartDiscount,
  validateDiscountInput,
} from './discount/cart-discount.js';
export type {
  CartDiscount,
  DiscountInput,
  DiscountInputCode,
  DiscountLine,
} from './discount/cart-discount.js';
export { discountVisibility } from './discount/discount-visibility.js';
export type { DiscountVisibility } from './discount/discount-visibility.js';
export {
  changeDue,
  isCardPartialNoteShown,
  validateOrderPayment,
} from './payment/order-payment.js';
export type {
  OrderPaymentCode,
  OrderPaymentForm,
  OrderPaymentMethod,
  OrderPaymentPayload,
} from './payment/order-payment.js';
export {
  allocateSplitPayment,
  checkSplitForm,
  MAX_SPLIT_PARTS,
  splitPaymentParts,
} from './payment/split-payment.js';
export type {
  SplitAllocation,
  SplitPart,
  SplitPartForm,
  SplitPartInput,
  SplitPaymentCode,
  SplitPaymentPart,
} from './payment/split-payment.js';
export { orderPaymentMachine } from './payment/order-payment-machine.js';
export type {
  OrderPaymentContext,
  OrderPaymentEvent,
  OrderPaymentInput,
  PaymentReceipt,
  PaymentSubmission,
} from './payment/order-payment-machine.js';
export {
  minimumPrice,
  packagePriceForCarGroup,
  planPriceForCarGroup,
  positivePrices,
  priceForCarGroup,
  toCarGroupId,
} from './pricing/car-group-price.js';
export type { PriceItem } from './pricing/car-group-price.js';
export { cartTotal, localTotal } from './pricing/cart-total.js';
export type { CartTotalParts } from './pricing/cart-total.js';
export { itemsSubtotal, lineTotal, unitPrice } from './pricing/items-subtotal.js';
export type { PricedLine } from './pricing/items-subtotal.js';
export { percentOffBadge } from './pricing/percent-off-badge.js';
export { priceCart } from './pricing/price-cart.js';
export type { CartPricing, PriceCartCode, PriceCartInput } from './pricing/price-cart.js';
export { serviceFee, servicePercentageDisplay } from './pricing/service-fee.js';
export type { ServiceFee } from './pricing/service-fee.js';
export {
  FULL_INVOICE_THRESHOLD_FILS,
  taxDocumentNumber,
  taxInvoiceKind,
} from './tax/tax-invoice-kind.js';
export { taxInvoiceDocument } from './tax/tax-invoice-document.js';
export type {
  DocumentLine,
  DocumentRecipient,
  DocumentSupplier,
  DocumentText,
  TaxInvoiceDocument,
  TaxInvoiceDocumentInput,
} from './tax/tax-invoice-document.js';
export type { TaxInvoiceKind, TaxInvoiceKindInput } from './tax/tax-invoice-kind.js';
export { allocateDiscount, vatBreakdown, vatPart } from './tax/vat-breakdown.js';
export type { VatBreakdown, VatBreakdownInput, VatPart, VatSettings } from './tax/vat-breakdown.js';
export {
  divideHalfAwayFromZero,
  UAE_VAT_BASIS_POINTS,
  vatInGross,
  vatOnNet,
} from './tax/vat-rounding.js';
export { vatReport } from './tax/vat-report.js';
export type { NumberRange, VatReport, VatReportDocument, VatReportRow } from './tax/vat-report.js';
export { orderPaymentState, refundableFils } from './refund/payment-state.js';
export type { PaymentState } from './refund/payment-state.js';
export {
  isRefundReason,
  PLAN_CANCEL_REASON,
  RECORDED_REFUND_REASONS,
  REFUND_REASONS,
} from './refund/refund-reasons.js';
export type { RecordedRefundReason, RefundReason } from './refund/refund-reasons.js';
export { addCredits, planRefund } from './refund/refund-plan.js';
export { heldPlanLineProblem } from './refund/held-plan-lines.js';
export type {
  RefundCode,
  RefundPlan,
  RefundPlanInput,
  RefundRequest,
} from './refund/refund-plan.js';
export { creditNoteDocument, invoiceParts } from './refund/credit-note-document.js';
export { validateRefundForm } from './refund/refund-form.js';
export type {
  RefundForm,
  RefundFormCode,
  RefundMethod,
  RefundMode,
  RefundPayload,
} from './refund/refund-form.js';
export { refundMachine } from './refund/refund-machine.js';
export type {
  RefundAnswer,
  RefundContext,
  RefundDone,
  RefundEvent,
  RefundInput,
  RefundSubmission,
} from './refund/refund-machine.js';
export type {
  CreditNoteDocument,
  CreditNoteInput,
  CreditNoteLine,
} from './refund/credit-note-document.js';
export { vaultTitle, vaultType, visibleVaults } from './vault/vault.js';
export type { Vault } from './vault/vault.js';
export {
  isCashDrawer,
  isPaymentMethod,
  VAULT_PROVIDER_MAX_LENGTH,
  VAULT_TITLE_MAX_LENGTH,
  vaultKind,
  vaultMethods,
  vaultProblems,
  vaultTakes,
} from './vault/vault-entry.js';
export type {
  VaultEntry,
  VaultEntryCode,
  VaultManageCode,
  VaultProblems,
} from './vault/vault-entry.js';
// plans: memberships, wash books and stored value tied to a vehicle
export { NO_PLAN_LIMITS, PLAN_KINDS, PLAN_LIMIT_PERIODS } from './plan/plan-terms.js';
export type {
  PlanCoverage,
  PlanKind,
  PlanLimitPeriod,
  PlanLimits,
  PlanRules,
  PlanValidity,
} from './plan/plan-terms.js';
export { endsOnAfterFreeze, entitlementEndsOn } from './plan/plan-validity.js';
export { coveredOptionIds, coveringPlan, planNameMatches } from './plan/plan-cover.js';
export type { HeldPlan } from './plan/plan-cover.js';
export {
  balanceAfterGiveBack,
  checkRedemption,
  ENTITLEMENT_STATUSES,
  entitlementStatus,
  usesInPeriod,
} from './plan/plan-redemption.js';
export type {
  EntitlementState,
  EntitlementStatus,
  PlanBalance,
  PlanRefusalCode,
  RedemptionAsk,
  RedemptionGrant,
} from './plan/plan-redemption.js';
export {
  PLAN_LIMIT_MAX,
  PLAN_USES_MAX,
  PLAN_VALIDITY_MAX,
  planProblems,
} from './plan/plan-entry.js';
export type { PlanEntry, PlanEntryCode, PlanProblems } from './plan/plan-entry.js';
export {
  cancelEntitlement,
  freezeEntitlement,
  PLAN_REASON_MAX_LENGTH,
  transferProblem,
  unfreezeEntitlement,
  unusedShare,
} from './plan/plan-manage.js';
export type { EntitlementWorth, PlanManageCode, TransferAsk } from './plan/plan-manage.js';
// endregion: commerce

// region: people and intake (auth, customer, phone, vehicle, orders, intake, locale)
export { authMachine } from './auth/auth-machine.js';
export type { AuthContext, AuthEmitted, AuthEvent, LoginError } from './auth/auth-machine.js';
export { toAuthSession, userDisplayName, userInitials, userTimeZone } from './auth/auth-user.js';
export type { AuthSession, AuthUser } from './auth/auth-user.js';
export { AUTH_TOKEN_PARAM, resolveScanToken } from './auth/scan-token.js';
export type { ScanTokenDecision, ScanTokenInput } from './auth/scan-token.js';
export {
  clearSessionCookieLine,
  SESSION_COOKIE,
  sessionCookieLine,
} from './auth/session-cookie.js';
export {
  clearSession,
  readStoredSession,
  readToken,
  storeSession,
  USER_STORAGE_KEY,
} from './auth/stored-session.js';
export type { SessionBrowser } from './auth/stored-session.js';
export { isLoginPath, shouldSignOut } from './auth/should-sign-out.js';
export type { ResponseSeen } from './auth/should-sign-out.js';
export { loginFieldErrors, validateLogin } from './auth/validate-login.js';
export type { LoginCode, LoginCredentials, LoginFieldErrors } from './auth/validate-login.js';
export { acceptCustomerResponse } from './customer/accept-customer-response.js';
export type { CreatedCustomer } from './customer/accept-customer-response.js';
export { toCreatedRecord } from './customer/created-record.js';
export type { CreatedRecord } from './customer/created-record.js';
export { customerDialogMachine } from './customer/customer-dialog-machine.js';
export type {
  CustomerDialogContext,
  CustomerDialogEmitted,
  CustomerDialogError,
  CustomerDialogEvent,
} from './customer/customer-dialog-machine.js';
export {
  EMPTY_CUSTOMER_FORM,
  newCustomerFieldErrors,
  validateNewCustomer,
} from './customer/validate-new-customer.js';
export type {
  NewCustomerCode,
  NewCustomerFieldErrors,
  NewCustomerForm,
  NewCustomerTextField,
  NewCustomerPayload,
} from './customer/validate-new-customer.js';
export { checkPhone } from './phone/check-phone.js';
export type { CheckedPhone, PhoneCode } from './phone/check-phone.js';
export { flagOf, phoneCountries } from './phone/phone-countries.js';
export type { PhoneCountry } from './phone/phone-countries.js';
export {
  plateCodeInput,
  toLookupList,
  toPlateLetters,
  toVehicleFormData,
} from './vehicle/lookup-list.js';
export type { LookupItem, VehicleFormData } from './vehicle/lookup-list.js';
export {
  emptyVehicleForm,
  toVehiclePayload,
  validateVehicleForm,
  VEHICLE_REQUIRED_FIELDS,
  vehicleFieldErrors,
} from './vehicle/vehicle-form.js';
export type {
  VehicleField,
  VehicleFieldCode,
  VehicleFieldErrors,
  VehicleFormValues,
  VehiclePayload,
} from './vehicle/vehicle-form.js';
export { vehicleFormMachine } from './vehicle/vehicle-form-machine.js';
export {
  CAR_COLOUR_NAMES,
  CAR_COLOURS,
  carColourHex,
  carColourName,
} from './vehicle/car-colours.js';
export type { CarColourName } from './vehicle/car-colours.js';
export { vehicleByPlateSearch } from './vehicle/plate-search.js';
export type { PlateOf } from './vehicle/plate-search.js';
export type {
  VehicleFormContext,
  VehicleFormEmitted,
  VehicleFormEvent,
  VehicleFormFieldEvent,
  VehicleSubmitError,
} from './vehicle/vehicle-form-machine.js';
export { formatOrderNumber } from './orders/format-order-number.js';
export type { OrderNumberSource } from './orders/format-order-number.js';
export { orderCounter } from './orders/order-counter.js';
export type { OrderCounter, OrderCounterInput } from './orders/order-counter.js';
export { orderLabel, toLocalText } from './orders/order-label.js';
export type { LocalText, NameLike, OrderLabel, OrderLabelCar } from './orders/order-label.js';
export {
  hasOrderPayments,
  isOrderDeletable,
  isOrderPaid,
  normaliseStatus,
  orderDeleteRefusal,
  orderPaymentRefusal,
  orderStatusTone,
  paymentStatusTone,
} from './orders/order-status-tone.js';
export type {
  BadgeTone,
  OrderDeleteRefusal,
  OrderPaymentRefusal,
} from './orders/order-status-tone.js';
export { pageSummary } from './orders/page-summary.js';
export type { PageSummary, PageSummaryInput } from './orders/page-summary.js';
export { aedDecimal } from './intake/aed-decimal.js';
export {
  AUTO_GENERATE,
  editBarcodeLine,
  enterBarcodeLine,
  parseQuantity,
  removeBarcodeLine,
  scanBarcode,
} from './intake/barcode-lines.js';
export type {
  BarcodeChange,
  BarcodeCode,
  BarcodeLine,
  BarcodeOutcome,
} from './intake/barcode-lines.js';
export { attachedNotice, checkAttachments, removeAttachment } from './intake/check-attachments.js';
export type {
  AttachmentCheck,
  AttachmentCode,
  AttachmentFile,
} from './intake/check-attachments.js';
export { barcodeSubtotal, intakeTotals, materialLineTotals } from './intake/intake-totals.js';
export type { IntakeTotals, MaterialLineTotals } from './intake/intake-totals.js';
export { invoiceFormEntries } from './intake/invoice-form-entries.js';
export type { InvoiceEntry } from './intake/invoice-form-entries.js';
export { invoiceMachine } from './intake/invoice-machine.js';
export type {
  AttachmentReport,
  CreateInvoiceInput,
  InvoiceContext,
  InvoiceError,
  InvoiceEvent,
} from './intake/invoice-machine.js';
export { EMPTY_MATERIAL_DRAFT, materialDraftMachine } from './intake/material-draft-machine.js';
export type {
  MaterialDraftContext,
  MaterialDraftEmitted,
  MaterialDraftError,
  MaterialDraftEvent,
} from './intake/material-draft-machine.js';
export {
  buildMaterialLine,
  draftOf,
  prependMaterialLine,
  replaceMaterialLine,
} from './intake/material-line.js';
export type {
  DraftMaterialLine,
  IntakeMaterial,
  MaterialDraft,
  MaterialLineCode,
} from './intake/material-line.js';
export { isIntakeLocked, toValidInvoice, validateInvoice } from './intake/validate-invoice.js';
export type { InvoiceCode, InvoiceDraft, ValidInvoice } from './intake/validate-invoice.js';
export { barcodesOfLines, checkBarcodeFree, repeatedBarcode } from './intake/taken-barcodes.js';
export { validateSupplier } from './intake/validate-supplier.js';
export type { SupplierCode, SupplierForm } from './intake/validate-supplier.js';
export { feedWedgeKey, NO_BURST, WEDGE_GAP_MS, WEDGE_MIN_LENGTH } from './intake/wedge-burst.js';
export type { WedgeBurst, WedgeStep } from './intake/wedge-burst.js';
export { COUNTER_HOTKEYS, hotkeyAction } from './keyboard/counter-hotkeys.js';
export { gridMove, isGridKey } from './keyboard/grid-move.js';
export type { GridKey, GridShape } from './keyboard/grid-move.js';
export type { CounterHotkey, HotkeyAction, KeyPress } from './keyboard/counter-hotkeys.js';
export { chooseLanguage, directionOf, LANGUAGES, toLanguage } from './locale/choose-language.js';
export type { Language, LanguageSources } from './locale/choose-language.js';
export { LANGUAGE_COOKIE } from './locale/language-cookie.js';
// endregion: people and intake
export type {
  FieldCode,
  Refusal,
  RefusalCode,
  RefusalParams,
  ServerOnlyCode,
} from './refusal/refusal-code.js';
// region: cash shifts
export {
  countedTotal,
  countsAreValid,
  DENOMINATIONS,
  isDenomination,
  isNote,
  MAX_PIECES,
} from './shift/denominations.js';
export type { Denomination, DenominationCounts } from './shift/denominations.js';
export { CASH_MOVEMENT_REASONS, movementDirection, shiftCash } from './shift/shift-ledger.js';
export type { CashMovementReason, ShiftCash, ShiftEntry } from './shift/shift-ledger.js';
export {
  cashVariance,
  DEFAULT_SHIFT_SETTINGS,
  shiftSettingsProblem,
  varianceNeedsApproval,
} from './shift/shift-variance.js';
export type { ShiftSettings, ShiftSettingsCode } from './shift/shift-variance.js';
export {
  cashAmount,
  cashMovement,
  MAX_SHIFT_NOTE,
  MAX_TILL_FILS,
  varianceReason,
} from './shift/shift-input.js';
export type {
  CashAmountInput,
  CashMovement,
  CashMovementInput,
  ShiftInputCode,
} from './shift/shift-input.js';
export {
  closeCounted,
  closeNeedsApproval,
  closeVariance,
  shiftCloseMachine,
  VARIANCE_APPROVAL,
} from './shift/shift-close-machine.js';
export type {
  ShiftCloseContext,
  ShiftCloseEvent,
  ShiftCloseRequest,
  ShiftExpectation,
} from './shift/shift-close-machine.js';
// endregion: cash shifts
