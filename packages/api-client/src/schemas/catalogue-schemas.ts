// Services, packages and products, money in fils.
import * as z from 'zod/mini';
import {
  filsSchema,
  flagSchema,
  idSchema,
  imageUrlSchema,
  listOf,
  listOrEmpty,
  localizedTextSchema,
  nameSchema,
  nullableFilsSchema,
} from './shared-schemas.js';

/** A service option's price for one car group, in fils. */
export const servicePriceSchema = z.object({
  id: z.optional(idSchema),
  group_type_car_id: idSchema,
  price: filsSchema,
});

/** A service option; `is_exclusive` read as a boolean. */
export const serviceOptionSchema = z.object({
  id: idSchema,
  name: nameSchema,
  is_exclusive: flagSchema,
  prices: z.array(servicePriceSchema),
});

/** A service with its options and bilingual included list; `icon` read as a URL. */
export const serviceSchema = z.object({
  id: idSchema,
  name: nameSchema,
  icon: imageUrlSchema,
  included: listOrEmpty(localizedTextSchema),
  options: z.array(serviceOptionSchema),
  is_add_ons: flagSchema,
});

/** A package price; `id` is the car group id. */
export const packagePriceSchema = z.object({ id: idSchema, price: filsSchema });

/** A package; `is_active` read as a boolean and `image` as a URL. */
export const packageSchema = z.object({
  id: idSchema,
  name: nameSchema,
  image: imageUrlSchema,
  is_active: flagSchema,
  prices: z.array(packagePriceSchema),
});

/** A product, with its price before a discount when there is one. */
export const productSchema = z.object({
  id: idSchema,
  name: nameSchema,
  image: imageUrlSchema,
  price: filsSchema,
  before_discount_price: nullableFilsSchema,
});

/** GET /services, bare or wrapped. */
export const serviceListSchema = listOf(serviceSchema);
/** GET /packages, bare or wrapped. */
export const packageListSchema = listOf(packageSchema);
/** GET /products, bare or wrapped. */
export const productListSchema = listOf(productSchema);

/** Service as read. */
export type Service = z.output<typeof serviceSchema>;
/** Service option as read. */
export type ServiceOption = z.output<typeof serviceOptionSchema>;
/** Package as read. */
export type Package = z.output<typeof packageSchema>;
/** Product as read. */
export type Product = z.output<typeof productSchema>;
