// Orders, the orders page, order submission and payment answers, money in fils.
import { PLAN_KINDS } from '@lamaa/domain';
import * as z from 'zod/mini';
import { namedRefSchema, vehicleSchema } from './customer-schemas.js';
import {
  filsSchema,
  flagSchema,
  idSchema,
  integerSchema,
  listOrEmpty,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
  nullableStringishSchema,
  optionalTextSchema,
  orNull,
  stringishSchema,
  zeroIfMissingFilsSchema,
  type LocalizedText,
} from './shared-schemas.js';
import { creditNoteRefSchema, nullableVatSchema, taxInvoiceRefSchema } from './tax-schemas.js';

const nullableName = z.pipe(
  z.nullish(z.union([z.string(), localizedTextSchema])),
  z.transform((value: string | LocalizedText | null | undefined) =>
    value === null || value === undefined ? null : nameSchema.parse(value),
  ),
);

const nullableCount = orNull(integerSchema);

/** What a paid plan line sold: its dates and balance (null before the order is paid). */
export const soldEntitlementSchema = z.object({
  id: idSchema,
  kind: z.enum(PLAN_KINDS),
  starts_on: z.string(),
  ends_on: z.string(),
  uses_total: nullableCount,
  uses_left: nullableCount,
  value_total: nullableFilsSchema,
  value_left: nullableFilsSchema,
});

/** One item of an order: quantity, unit price in fils, chosen options, and a plan's entitlement. */
export const orderItemSchema = z.object({
  id: idSchema,
  purchasable_id: orNull(idSchema),
  purchasable_type: optionalTextSchema,
  name: nullableName,
  quantity: integerSchema,
  price: filsSchema,
  options: listOrEmpty(z.object({ id: z.optional(idSchema), name: nameSchema })),
  entitlement: z.optional(orNull(soldEntitlementSchema)),
});

/** A payment taken on an order (a part of a split payment), amount in fils. */
export const orderPaymentPartSchema = z.object({
  id: idSchema,
  method: z.string(),
  amount: filsSchema,
  vault_id: orNull(idSchema),
  vault_name: optionalTextSchema,
  vault_name_ar: optionalTextSchema,
  reference: optionalTextSchema,
  created_at: optionalTextSchema,
});

/** An order as read; missing money figures are 0 fils, `cash` null until something is paid. */
export const orderSchema = z.object({
  id: idSchema,
  order_number: nullableStringishSchema,
  user_name: optionalTextSchema,
  branch_name: optionalTextSchema,
  branch: namedRefSchema,
  status: z.string(),
  payment_status: optionalTextSchema,
  payment_method: optionalTextSchema,
  payment_method_id: nullableStringishSchema,
  is_partial: flagSchema,
  cash: nullableFilsSchema,
  subtotal_price: zeroIfMissingFilsSchema,
  service_price: zeroIfMissingFilsSchema,
  discount_price: zeroIfMissingFilsSchema,
  shipping_price: zeroIfMissingFilsSchema,
  total_price: filsSchema,
  purchasable_type: optionalTextSchema,
  purchasable_name: nullableName,
  estimated_completion: optionalTextSchema,
  booking_date: optionalTextSchema,
  booking_time: optionalTextSchema,
  shipping_method: optionalTextSchema,
  location_type: optionalTextSchema,
  address: optionalTextSchema,
  items: listOrEmpty(orderItemSchema),
  car: orNull(vehicleSchema),
  customer: orNull(
    z.object({
      id: idSchema,
      name: z.string(),
      phone: optionalTextSchema,
      email: optionalTextSchema,
    }),
  ),
  created_at: optionalTextSchema,
  updated_at: optionalTextSchema,
  vat: nullableVatSchema,
  tax_invoice: orNull(taxInvoiceRefSchema),
  refunded: zeroIfMissingFilsSchema,
  credit_notes: listOrEmpty(creditNoteRefSchema),
  payments: listOrEmpty(orderPaymentPartSchema),
});

/** GET /pos/order: the Laravel-style page object; `total` and `last_page` are null when the server does not count. */
export const ordersPageSchema = z.object({
  data: z.array(orderSchema),
  current_page: integerSchema,
  per_page: integerSchema,
  next_page_url: optionalTextSchema,
  prev_page_url: optionalTextSchema,
  total: orNull(integerSchema),
  last_page: orNull(integerSchema),
});

/** POST /pos/order: `{ success, message, order }`; message and order may be absent. */
export const orderSubmissionResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  order: orNull(orderSchema),
});

/** A payment as shown on the receipt, amounts in fils. */
export const paymentSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  reference_number: stringishSchema,
  payment_method_id: z.string(),
  payment_reference: optionalTextSchema,
  amount: filsSchema,
  change: nullableFilsSchema,
  is_partial: flagSchema,
  created_at: optionalTextSchema,
});

/** POST /pos/payment: `{ success, message?, payment?, order? }`. */
export const paymentResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  payment: orNull(paymentSchema),
  payments: listOrEmpty(paymentSchema),
  order: orNull(orderSchema),
});

/** A success answer without a resource (logout, delete); an empty body reads as success. */
export const successResponseSchema = z.pipe(
  z.nullish(z.object({ success: z.boolean(), message: optionalTextSchema })),
  z.transform(
    (value: { success: boolean; message: string | null } | null | undefined) =>
      value ?? { success: true, message: null },
  ),
);

/** Order as read. */
export type Order = z.output<typeof orderSchema>;
/** The entitlement a paid plan line sold (fils). */
export type SoldEntitlement = z.output<typeof soldEntitlementSchema>;
/** Orders page as read. */
export type OrdersPage = z.output<typeof ordersPageSchema>;
/** Order submission answer as read. */
export type OrderSubmissionResponse = z.output<typeof orderSubmissionResponseSchema>;
/** A payment of an order as read. */
export type OrderPaymentPart = z.output<typeof orderPaymentPartSchema>;
/** Payment answer as read. */
export type PaymentResponse = z.output<typeof paymentResponseSchema>;
