// Coupons, vaults and the server's cart pricing, money in fils.
import { aedToFils, type ServerPricing } from '@lamaa/domain';
import * as z from 'zod/mini';
import {
  filsSchema,
  flagSchema,
  idSchema,
  imageUrlSchema,
  integerSchema,
  listOf,
  listOrEmpty,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
  orNull,
  refusalParamsSchema,
  refusalSchema,
  refuse,
  stringishSchema,
} from './shared-schemas.js';
import { nullableVatSchema } from './tax-schemas.js';

/** A coupon's fields as sent, before its value is read. */
const couponFields = z.object({
  id: idSchema,
  code: z.string(),
  type: z.string(),
  value: z.union([z.number(), z.string()]),
  minimum_total_price: nullableFilsSchema,
});

/** A coupon: `value` stays a percent for type 'Percentage' (any case) and becomes fils otherwise. */
export const couponSchema = z.pipe(
  couponFields,
  z.transform((coupon: z.output<typeof couponFields>, ctx) => {
    const isPercentage = coupon.type.toLowerCase() === 'percentage';
    const value = isPercentage ? Number(coupon.value) : aedToFils(coupon.value);
    if (typeof value === 'number') {
      if (Number.isFinite(value)) return { ...coupon, value };
    } else if (value.ok) {
      return { ...coupon, value: value.value };
    }
    return refuse(ctx, coupon.value, 'coupon.value-invalid');
  }),
);

/** A vault's fields as sent, before `sub_type` is folded into `type`. */
const vaultFields = z.object({
  id: idSchema,
  business_id: orNull(idSchema),
  vaultable_type: optionalTextSchema,
  vaultable_id: orNull(idSchema),
  vault_provider: optionalTextSchema,
  title: optionalTextSchema,
  name: orNull(z.union([z.string(), z.object({ en: optionalTextSchema, ar: optionalTextSchema })])),
  balance: nullableFilsSchema,
  type: optionalTextSchema,
  sub_type: optionalTextSchema,
  created_at: optionalTextSchema,
  updated_at: optionalTextSchema,
});

/**
 * A vault (payment account); `type` is `sub_type` when present, else `type`; balance in fils,
 * null when the server does not show it (a role that may not read balances).
 */
export const vaultSchema = z.pipe(
  vaultFields,
  z.transform(({ sub_type, ...vault }: z.output<typeof vaultFields>) => ({
    ...vault,
    type: sub_type ?? vault.type,
  })),
);

/** What a plan did for a service line sent with an entitlement: applied, or refused with a code. */
export const lineRedemptionSchema = z.object({
  entitlement_id: idSchema,
  applied: z.boolean(),
  name: orNull(nameSchema),
  uses_left: orNull(integerSchema),
  value_left: nullableFilsSchema,
  code: orNull(z.string()),
  params: orNull(refusalParamsSchema),
});

/** The server's verdict on one cart line; conflicts read as strings. */
export const linePayloadSchema = z.object({
  price: filsSchema,
  status: z.string(),
  conflicts: listOrEmpty(stringishSchema),
  message: optionalTextSchema,
  redemption: orNull(lineRedemptionSchema),
});

const cartLineSchema = z.object({
  cart: z.object({
    purchasable: orNull(z.object({ name: nameSchema, icon: imageUrlSchema })),
    purchasable_id: idSchema,
    purchasable_type: z.enum(['service', 'package', 'product', 'discount', 'plan']),
    quantity: integerSchema,
    option_ids: orNull(z.array(idSchema)),
    is_add_ons: flagSchema,
    add_ons_price: nullableFilsSchema,
  }),
  payload: orNull(linePayloadSchema),
});

const lineList = listOrEmpty(cartLineSchema);
const nullableNumber = orNull(z.coerce.number());

/** The cart pricing's fields as sent, before the lines are flattened. */
const pricingFields = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  code: z.optional(z.string()),
  service_price: nullableFilsSchema,
  service_percentage: nullableNumber,
  subtotal_price: nullableFilsSchema,
  total_price: nullableFilsSchema,
  shipping_price: nullableFilsSchema,
  discount_price: nullableFilsSchema,
  min_order_percentage: nullableNumber,
  min_payment_price: nullableFilsSchema,
  is_valid_coupon: orNull(
    z.object({
      value: z.boolean(),
      reasons: listOrEmpty(z.string()),
      reason_codes: z.optional(z.array(refusalSchema)),
    }),
  ),
  count: nullableNumber,
  quantity: nullableNumber,
  services: lineList,
  packages: lineList,
  products: lineList,
  plans: lineList,
  vat: nullableVatSchema,
});

/**
 * The answer of POST /pos/cart in the domain's shape: money in fils, missing fee figures
 * null, and the services, packages and products lines flattened into `lines` (discount
 * lines left out: the cart shows its own).
 */
export const cartPricingSchema = z.pipe(
  pricingFields,
  z.transform(
    ({
      services,
      packages,
      products,
      plans: _plans,
      ...pricing
    }: z.output<typeof pricingFields>): ServerPricing & { readonly quantity: number } => ({
      ...pricing,
      subtotal_price: pricing.subtotal_price ?? 0,
      total_price: pricing.total_price ?? 0,
      shipping_price: pricing.shipping_price ?? 0,
      discount_price: pricing.discount_price ?? 0,
      count: pricing.count ?? 0,
      quantity: pricing.quantity ?? 0,
      lines: [...services, ...packages, ...products].flatMap(({ cart, payload }) =>
        cart.purchasable_type === 'discount' || cart.purchasable_type === 'plan'
          ? []
          : [{ ...cart, purchasable_type: cart.purchasable_type, payload }],
      ),
    }),
  ),
);

/** GET /pos/coupons, bare or wrapped. */
export const couponListSchema = listOf(couponSchema);
/** GET /pos/vaults, bare or wrapped. */
export const vaultListSchema = listOf(vaultSchema);

/** Coupon as read. */
export type Coupon = z.output<typeof couponSchema>;
/** Vault as read. */
export type Vault = z.output<typeof vaultSchema>;
/** Server cart pricing as read. */
export type CartPricing = z.output<typeof cartPricingSchema>;
