// @lamaa/api-client/schemas: the zod schemas of every response (money read as fils) and
// the request-body converters (fils written as AED), for the apps and the reference server.
export { loginResponseSchema, profileResponseSchema, userSchema } from './auth-schemas.js';
export type { LoginResponse, User } from './auth-schemas.js';
export {
  availabilityDaySchema,
  availabilityListSchema,
  placeListSchema,
  placeSchema,
  timeSlotSchema,
} from './booking-schemas.js';
export type { AvailabilityDay, Place, TimeSlot } from './booking-schemas.js';
export {
  cartPricingSchema,
  couponListSchema,
  couponSchema,
  linePayloadSchema,
  vaultListSchema,
  vaultSchema,
} from './cart-schemas.js';
export type { CartPricing, Coupon, Vault } from './cart-schemas.js';
export {
  packageListSchema,
  packagePriceSchema,
  packageSchema,
  productListSchema,
  productSchema,
  serviceListSchema,
  serviceOptionSchema,
  servicePriceSchema,
  serviceSchema,
} from './catalogue-schemas.js';
export type { Package, Product, Service, ServiceOption } from './catalogue-schemas.js';
export {
  createdCustomerSchema,
  createdVehicleSchema,
  customerListSchema,
  customerSchema,
  namedRefSchema,
  vehicleSchema,
} from './customer-schemas.js';
export type { Customer, Vehicle } from './customer-schemas.js';
export {
  branchListSchema,
  branchSchema,
  createdInvoiceSchema,
  createdSupplierSchema,
  invoiceItemSchema,
  materialInvoiceSchema,
  materialListSchema,
  materialSchema,
  supplierListSchema,
  supplierSchema,
} from './intake-schemas.js';
export type { Branch, Material, MaterialInvoice, Supplier } from './intake-schemas.js';
export {
  metaDataSchema,
  namedItemListSchema,
  namedItemSchema,
  plateLetterListSchema,
} from './meta-schemas.js';
export type { MetaData, NamedItem } from './meta-schemas.js';
export {
  approvalGrantResponseSchema,
  approvalPinResponseSchema,
  approvalRulesResponseSchema,
  approvalRulesSchema,
} from './approval-schemas.js';
export type { ApprovalGrant, ApprovalRulesAnswer } from './approval-schemas.js';
export {
  auditEntrySchema,
  auditPageSchema,
  officeBranchListSchema,
  officeBranchResponseSchema,
  officeBranchSchema,
  officeBusinessResponseSchema,
  officeBusinessSchema,
  officeEmployeeCreatedSchema,
  officeEmployeeListSchema,
  officeEmployeeResponseSchema,
  officeEmployeeSchema,
  passwordLinkResponseSchema,
  passwordLinkSchema,
} from './office-schemas.js';
export type {
  AuditEntry,
  AuditPage,
  OfficeBranch,
  OfficeBusiness,
  OfficeEmployee,
  PasswordLink,
} from './office-schemas.js';
export {
  officeMaterialListSchema,
  officeMaterialResponseSchema,
  officeSupplierListSchema,
  officeSupplierResponseSchema,
  officePackageListSchema,
  officePackageResponseSchema,
  officeProductListSchema,
  officeProductResponseSchema,
  officeServiceListSchema,
  officeServiceResponseSchema,
} from './office-catalogue-schemas.js';
export { entitlementListSchema, planListSchema, planResponseSchema } from './plan-schemas.js';
export { officeCouponListSchema, officeCouponResponseSchema } from './coupon-schemas.js';
export type { OfficeCoupon } from './coupon-schemas.js';
export { officeVaultListSchema, officeVaultResponseSchema } from './office-vault-schemas.js';
export { officeImageResponseSchema } from './office-image-schemas.js';
export type { OfficeVault } from './office-vault-schemas.js';
export {
  catalogueImportProblemSchema,
  catalogueImportReportSchema,
  catalogueImportResponseSchema,
} from './catalogue-import-schemas.js';
export type { CatalogueImportProblem, CatalogueImportReport } from './catalogue-import-schemas.js';
export type { Entitlement, Plan } from './plan-schemas.js';
export {
  entitlementResponseSchema,
  planCancelResponseSchema,
  planReportResponseSchema,
  soldPlanListSchema,
} from './sold-plan-schemas.js';
export type {
  OfficeMaterial,
  OfficeSupplier,
  OfficePackage,
  OfficeProduct,
  OfficeService,
  OfficeServiceOption,
} from './office-catalogue-schemas.js';
export {
  orderItemSchema,
  orderSchema,
  ordersPageSchema,
  orderSubmissionResponseSchema,
  paymentResponseSchema,
  paymentSchema,
  successResponseSchema,
} from './order-schemas.js';
export type {
  Order,
  OrdersPage,
  OrderPaymentPart,
  OrderSubmissionResponse,
  PaymentResponse,
  SoldEntitlement,
} from './order-schemas.js';
export {
  entityOf,
  errorBodySchema,
  filsSchema,
  flagSchema,
  idSchema,
  imageUrlSchema,
  listOf,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
} from './shared-schemas.js';
export type { ErrorBody, LocalizedText } from './shared-schemas.js';
export { toCartSyncBody, toPurchasableBody } from '../requests/cart-sync-body.js';
export type { CartSyncInput, PurchasableInput } from '../requests/cart-sync-body.js';
export { toOrderBody, toPaymentBody } from '../requests/order-body.js';
export type {
  AddressPointInput,
  OrderSubmissionInput,
  PaymentInput,
} from '../requests/order-body.js';
export { toInvoiceBody, toInvoiceForm } from '../requests/invoice-form.js';
export type { InvoiceInput, InvoiceItemInput } from '../requests/invoice-form.js';
export {
  creditNoteRefSchema,
  nullableVatSchema,
  taxInvoiceRefSchema,
  vatSummarySchema,
} from './tax-schemas.js';
export type { CreditNoteRef, TaxInvoiceRef, VatSummary } from './tax-schemas.js';
export {
  refundResponseSchema,
  refundSchema,
  vatReportResponseSchema,
  vatReportRowSchema,
} from './refund-schemas.js';
export type { Refund, VatReportAnswer, VatReportRowAnswer } from './refund-schemas.js';
export { toRefundBody } from '../requests/refund-body.js';
export type { RefundInput } from '../requests/refund-body.js';
export {
  officeShiftListResponseSchema,
  officeShiftSchema,
  shiftListResponseSchema,
  shiftMovementResponseSchema,
  shiftMovementSchema,
  shiftReportResponseSchema,
  shiftReportSchema,
  shiftResponseSchema,
  shiftSchema,
  shiftSettingsResponseSchema,
  shiftSettingsSchema,
} from './shift-schemas.js';
export type {
  OfficeShiftAnswer,
  OfficeShiftListAnswer,
  OpenShift,
  ShiftMovementAnswer,
  ShiftReportAnswer,
  ShiftSettingsAnswer,
} from './shift-schemas.js';
export { openingHoursResponseSchema, openingHoursSchema } from './opening-hours-schemas.js';
export type { OpeningHoursAnswer } from './opening-hours-schemas.js';
