// The office's catalogue answers: services with every option and price per car group
// (archived ones too), packages and products; money read as fils.
import * as z from 'zod/mini';
import {
  filsSchema,
  idSchema,
  integerSchema,
  localizedTextSchema,
  nullableFilsSchema,
  orNull,
} from './shared-schemas.js';

/** A price above zero for one car group, in fils. */
export const officeGroupPriceSchema = z.object({ car_group_id: integerSchema, price: filsSchema });

/** An option with its prices. */
export const officeServiceOptionSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  is_exclusive: z.boolean(),
  display_order: integerSchema,
  is_archived: z.boolean(),
  prices: z.array(officeGroupPriceSchema),
});

/** A service with its options. */
export const officeServiceSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  icon: orNull(z.string()),
  included: z.array(localizedTextSchema),
  is_add_ons: z.boolean(),
  display_order: integerSchema,
  is_archived: z.boolean(),
  options: z.array(officeServiceOptionSchema),
});

/** A package with its prices. */
export const officePackageSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  is_active: z.boolean(),
  prices: z.array(officeGroupPriceSchema),
  image: orNull(z.string()),
});

/** A product with its price before discount. */
export const officeProductSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  price: filsSchema,
  before_discount_price: nullableFilsSchema,
  is_archived: z.boolean(),
  image: orNull(z.string()),
});

/** A supplier of the intake. */
export const officeSupplierSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  description: z.string(),
});

/** A material of the intake with the unit it is counted in. */
export const officeMaterialSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  unit: z.string(),
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET /office/services and PUT /office/service-prices. */
export const officeServiceListSchema = dataOf(z.array(officeServiceSchema));
/** POST /office/services and PUT /office/services/{id}. */
export const officeServiceResponseSchema = dataOf(officeServiceSchema);
/** GET /office/packages. */
export const officePackageListSchema = dataOf(z.array(officePackageSchema));
/** POST /office/packages and PUT /office/packages/{id}. */
export const officePackageResponseSchema = dataOf(officePackageSchema);
/** GET /office/products. */
export const officeProductListSchema = dataOf(z.array(officeProductSchema));
/** POST /office/products and PUT /office/products/{id}. */
export const officeProductResponseSchema = dataOf(officeProductSchema);

/** GET /office/suppliers. */
export const officeSupplierListSchema = dataOf(z.array(officeSupplierSchema));
/** POST /office/suppliers and PUT /office/suppliers/{id}. */
export const officeSupplierResponseSchema = dataOf(officeSupplierSchema);
/** GET /office/materials. */
export const officeMaterialListSchema = dataOf(z.array(officeMaterialSchema));
/** POST /office/materials and PUT /office/materials/{id}. */
export const officeMaterialResponseSchema = dataOf(officeMaterialSchema);

/** Supplier as the office reads it. */
export type OfficeSupplier = z.output<typeof officeSupplierSchema>;
/** Material as the office reads it. */
export type OfficeMaterial = z.output<typeof officeMaterialSchema>;
/** Service as the office reads it (fils). */
export type OfficeService = z.output<typeof officeServiceSchema>;
/** Option as the office reads it (fils). */
export type OfficeServiceOption = z.output<typeof officeServiceOptionSchema>;
/** Package as the office reads it (fils). */
export type OfficePackage = z.output<typeof officePackageSchema>;
/** Product as the office reads it (fils). */
export type OfficeProduct = z.output<typeof officeProductSchema>;
