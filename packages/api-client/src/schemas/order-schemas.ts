// Orders, the orders page, order submission and payment answers, money in fils.
import { z } from 'zod';
import { namedRefSchema, vehicleSchema } from './customer-schemas.js';
import {
  filsSchema,
  flagSchema,
  idSchema,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
} from './shared-schemas.js';

const zeroIfMissing = nullableFilsSchema.transform((value) => value ?? 0);
const nullableName = z
  .union([z.string(), localizedTextSchema])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : nameSchema.parse(value)));

/** One item of an order: quantity, unit price in fils and chosen options. */
export const orderItemSchema = z.object({
  id: idSchema,
  purchasable_id: idSchema.nullish().transform((value) => value ?? null),
  purchasable_type: optionalTextSchema,
  name: nullableName,
  quantity: z.coerce.number().int(),
  price: filsSchema,
  options: z
    .array(z.object({ id: idSchema.optional(), name: nameSchema }))
    .nullish()
    .transform((value) => value ?? []),
});

/** An order as read; missing money figures are 0 fils, `cash` null until something is paid. */
export const orderSchema = z.object({
  id: idSchema,
  order_number: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  user_name: optionalTextSchema,
  branch_name: optionalTextSchema,
  branch: namedRefSchema,
  status: z.string(),
  payment_status: optionalTextSchema,
  payment_method: optionalTextSchema,
  payment_method_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  is_partial: flagSchema,
  cash: nullableFilsSchema,
  subtotal_price: zeroIfMissing,
  service_price: zeroIfMissing,
  discount_price: zeroIfMissing,
  shipping_price: zeroIfMissing,
  total_price: filsSchema,
  purchasable_type: optionalTextSchema,
  purchasable_name: nullableName,
  estimated_completion: optionalTextSchema,
  booking_date: optionalTextSchema,
  booking_time: optionalTextSchema,
  shipping_method: optionalTextSchema,
  location_type: optionalTextSchema,
  address: optionalTextSchema,
  items: z
    .array(orderItemSchema)
    .nullish()
    .transform((value) => value ?? []),
  car: vehicleSchema.nullish().transform((value) => value ?? null),
  customer: z
    .object({
      id: idSchema,
      name: z.string(),
      phone: optionalTextSchema,
      email: optionalTextSchema,
    })
    .nullish()
    .transform((value) => value ?? null),
  created_at: optionalTextSchema,
  updated_at: optionalTextSchema,
});

/** GET /pos/order: the Laravel-style page object; `total` is null when the server does not count. */
export const ordersPageSchema = z.object({
  data: z.array(orderSchema),
  current_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  next_page_url: optionalTextSchema,
  prev_page_url: optionalTextSchema,
  total: z.coerce
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
});

/** POST /pos/order: `{ success, message, order }`; message and order may be absent. */
export const orderSubmissionResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  order: orderSchema.nullish().transform((value) => value ?? null),
});

/** A payment as shown on the receipt, amounts in fils. */
export const paymentSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  reference_number: z.union([z.string(), z.number()]).transform((value) => String(value)),
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
  payment: paymentSchema.nullish().transform((value) => value ?? null),
  order: orderSchema.nullish().transform((value) => value ?? null),
});

/** A success answer without a resource (logout, delete); an empty body reads as success. */
export const successResponseSchema = z
  .object({ success: z.boolean(), message: optionalTextSchema })
  .nullish()
  .transform((value) => value ?? { success: true, message: null });

/** Order as read. */
export type Order = z.output<typeof orderSchema>;
/** Orders page as read. */
export type OrdersPage = z.output<typeof ordersPageSchema>;
/** Order submission answer as read. */
export type OrderSubmissionResponse = z.output<typeof orderSubmissionResponseSchema>;
/** Payment answer as read. */
export type PaymentResponse = z.output<typeof paymentResponseSchema>;
