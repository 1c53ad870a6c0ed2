// The public API of @lamaa/api-client, listed by name. Schemas live at '@lamaa/api-client/schemas'.
export {
  createIntakeClient,
  createLamaaClient,
  createPosClient,
} from './client/create-lamaa-client.js';
export type {
  IntakeClient,
  LamaaClient,
  LamaaClientOptions,
  PosClient,
} from './client/create-lamaa-client.js';
export type { ApiError, ApiResult } from './client/api-result.js';
export {
  BUSINESS_ID_HEADER,
  headersMiddleware,
  timeoutMiddleware,
  unauthorizedMiddleware,
} from './client/lamaa-middleware.js';
export { runCall } from './client/run-call.js';
export type { RawCallResult } from './client/run-call.js';
export { NO_CACHE_HEADERS } from './calls/cart-calls.js';
export type { IdempotentOptions } from './calls/order-calls.js';
export type { AuditQuery } from './calls/office-calls.js';
export type { OpeningHoursInput } from './calls/opening-hours-calls.js';
export type { ApprovalRequestInput } from './calls/approval-calls.js';
export type {
  CloseShiftInput,
  OfficeShiftQuery,
  OpenShiftInput,
  ShiftMovementInput,
} from './calls/shift-calls.js';
export type { ApprovalOptions } from './calls/order-calls.js';
export type { RefundOptions } from './calls/refund-calls.js';
export type { LamaaFetchClient } from './calls/lamaa-fetch-client.js';
export type { components, operations, paths } from './generated/api.js';
export {
  API_MESSAGES,
  englishText,
  messageKey,
  refusalMessage,
  serverText,
} from './errors/api-messages.js';
export type { ApiMessage, ApiMessageKey } from './errors/api-messages.js';
export {
  cartErrorMessage,
  cartNotSuccessfulMessage,
  cartSyncErrorMessage,
  creationErrorMessage,
  invoiceErrorMessage,
  loginErrorMessage,
  orderErrorMessage,
  orderNotSuccessfulMessage,
  orderSuccessMessage,
  serverMessageOr,
  serverRefusal,
} from './errors/message-chains.js';
export type {
  Branch,
  CartPricing,
  Coupon,
  Customer,
  ErrorBody,
  Material,
  MaterialInvoice,
  MetaData,
  NamedItem,
  Order,
  OrdersPage,
  OrderPaymentPart,
  OrderSubmissionResponse,
  Package,
  PaymentResponse,
  Place,
  Product,
  SoldEntitlement,
  Service,
  ServiceOption,
  Supplier,
  AvailabilityDay,
  TimeSlot,
  User,
  Vault,
  Vehicle,
  CartSyncInput,
  OrderSubmissionInput,
  PaymentInput,
  InvoiceInput,
  InvoiceItemInput,
  AuditEntry,
  AuditPage,
  OfficeBranch,
  OfficeBusiness,
  OfficeEmployee,
  OfficeMaterial,
  OfficeSupplier,
  OfficePackage,
  OfficeProduct,
  OfficeService,
  OfficeServiceOption,
  PasswordLink,
  ApprovalGrant,
  ApprovalRulesAnswer,
  OfficeShiftAnswer,
  OfficeShiftListAnswer,
  OpenShift,
  ShiftMovementAnswer,
  ShiftReportAnswer,
  ShiftSettingsAnswer,
  OpeningHoursAnswer,
  CreditNoteRef,
  Refund,
  RefundInput,
  VatReportAnswer,
  VatReportRowAnswer,
  Entitlement,
  Plan,
  OfficeCoupon,
} from './schemas/index.js';
export type {
  GroupPriceDraft,
  OfficeOptionInput,
  OfficePackageInput,
  OfficeProductInput,
  OfficeServiceInput,
  PriceGridCell,
} from './requests/office-catalogue-body.js';
export type { PlanInput } from './requests/plan-body.js';
export type { OfficeCouponInput } from './requests/coupon-body.js';
export type { OfficeVaultInput } from './calls/office-vault-calls.js';
export type { OfficeVault } from './schemas/office-vault-schemas.js';
export type { CatalogueSheetKind } from './calls/catalogue-sheet-calls.js';
export type {
  CatalogueImportProblem,
  CatalogueImportReport,
} from './schemas/catalogue-import-schemas.js';
export type { OfficeImage } from './schemas/office-image-schemas.js';
export type { PlanCancelInput, PlanTransferInput } from './calls/sold-plan-calls.js';
export type { PlanCancelled, PlanReport, SoldPlan } from './schemas/sold-plan-schemas.js';
