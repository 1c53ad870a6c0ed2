// Coupons, vaults and the server's cart pricing, money in fils.
import { aedToFils, type ServerPricing } from '@lamaa/domain';
import { z } from 'zod';
import {
  filsSchema,
  flagSchema,
  idSchema,
  imageUrlSchema,
  listOf,
  nameSchema,
  nullableFilsSchema,
  optionalTextSchema,
} from './shared-schemas.js';

/** A coupon: `value` stays a percent for type 'Percentage' (any case) and becomes fils otherwise. */
export const couponSchema = z
  .object({
    id: idSchema,
    code: z.string(),
    type: z.string(),
    value: z.union([z.number(), z.string()]),
    minimum_total_price: nullableFilsSchema,
  })
  .transform((coupon, ctx) => {
    const isPercentage = coupon.type.toLowerCase() === 'percentage';
    const value = isPercentage ? Number(coupon.value) : aedToFils(coupon.value);
    if (typeof value === 'number') {
      if (Number.isFinite(value)) return { ...coupon, value };
    } else if (value.ok) {
      return { ...coupon, value: value.value };
    }
    ctx.addIssue('coupon.value-invalid');
    return z.NEVER;
  });

/** A vault (payment account); `type` is `sub_type` when present, else `type`; balance in fils, default 0. */
export const vaultSchema = z
  .object({
    id: idSchema,
    business_id: idSchema.nullish().transform((value) => value ?? null),
    vaultable_type: optionalTextSchema,
    vaultable_id: idSchema.nullish().transform((value) => value ?? null),
    vault_provider: optionalTextSchema,
    title: optionalTextSchema,
    name: z
      .union([z.string(), z.object({ en: optionalTextSchema, ar: optionalTextSchema })])
      .nullish()
      .transform((value) => value ?? null),
    balance: nullableFilsSchema.transform((value) => value ?? 0),
    type: optionalTextSchema,
    sub_type: optionalTextSchema,
    created_at: optionalTextSchema,
    updated_at: optionalTextSchema,
  })
  .transform(({ sub_type, ...vault }) => ({ ...vault, type: sub_type ?? vault.type }));

/** The server's verdict on one cart line; conflicts read as strings. */
export const linePayloadSchema = z.object({
  price: filsSchema,
  status: z.string(),
  conflicts: z
    .array(z.union([z.string(), z.number()]).transform((value) => String(value)))
    .nullish()
    .transform((value) => value ?? []),
  message: optionalTextSchema,
});

const cartLineSchema = z.object({
  cart: z.object({
    purchasable: z
      .object({ name: nameSchema, icon: imageUrlSchema })
      .nullish()
      .transform((value) => value ?? null),
    purchasable_id: idSchema,
    purchasable_type: z.enum(['service', 'package', 'product', 'discount']),
    quantity: z.coerce.number().int(),
    option_ids: z
      .array(idSchema)
      .nullish()
      .transform((value) => value ?? null),
    is_add_ons: flagSchema,
    add_ons_price: nullableFilsSchema,
  }),
  payload: linePayloadSchema.nullish().transform((value) => value ?? null),
});

const lineList = z
  .array(cartLineSchema)
  .nullish()
  .transform((value) => value ?? []);
const nullableNumber = z.coerce
  .number()
  .nullish()
  .transform((value) => value ?? null);

/**
 * The answer of POST /pos/cart in the domain's shape: money in fils, missing fee figures
 * null, and the services, packages and products lines flattened into `lines` (discount
 * lines left out: the cart shows its own).
 */
export const cartPricingSchema = z
  .object({
    success: z.boolean(),
    message: optionalTextSchema,
    service_price: nullableFilsSchema,
    service_percentage: nullableNumber,
    subtotal_price: nullableFilsSchema,
    total_price: nullableFilsSchema,
    shipping_price: nullableFilsSchema,
    discount_price: nullableFilsSchema,
    min_order_percentage: nullableNumber,
    min_payment_price: nullableFilsSchema,
    is_valid_coupon: z
      .object({
        value: z.boolean(),
        reasons: z
          .array(z.string())
          .nullish()
          .transform((value) => value ?? []),
      })
      .nullish()
      .transform((value) => value ?? null),
    count: nullableNumber,
    quantity: nullableNumber,
    services: lineList,
    packages: lineList,
    products: lineList,
  })
  .transform(
    ({
      services,
      packages,
      products,
      ...pricing
    }): ServerPricing & { readonly quantity: number } => ({
      ...pricing,
      subtotal_price: pricing.subtotal_price ?? 0,
      total_price: pricing.total_price ?? 0,
      shipping_price: pricing.shipping_price ?? 0,
      discount_price: pricing.discount_price ?? 0,
      count: pricing.count ?? 0,
      quantity: pricing.quantity ?? 0,
      lines: [...services, ...packages, ...products].flatMap(({ cart, payload }) =>
        cart.purchasable_type === 'discount'
          ? []
          : [{ ...cart, purchasable_type: cart.purchasable_type, payload }],
      ),
    }),
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
