// Customers and their vehicles as read.
import * as z from 'zod/mini';
import {
  entityOf,
  idSchema,
  integerSchema,
  listOf,
  listOrEmpty,
  nameSchema,
  nullableStringishSchema,
  optionalTextSchema,
  orNull,
} from './shared-schemas.js';

const nullableId = orNull(idSchema);
const looseText = z.pipe(
  nullableStringishSchema,
  z.transform((value: string | null) => value ?? ''),
);

/** A named reference (city, brand, model) as read; null when absent. */
export const namedRefSchema = orNull(z.object({ id: z.optional(idSchema), name: nameSchema }));

/** A customer's vehicle as read; plate code and numbers always strings. */
export const vehicleSchema = z.object({
  id: idSchema,
  business_id: nullableId,
  user_id: nullableId,
  city_id: nullableId,
  car_brand_id: nullableId,
  car_model_id: nullableId,
  car_type_id: nullableId,
  plate_type_id: nullableId,
  car_group_id: nullableId,
  color: optionalTextSchema,
  color_name: optionalTextSchema,
  year: orNull(integerSchema),
  code: looseText,
  numbers: looseText,
  vin_number: optionalTextSchema,
  plate_img: optionalTextSchema,
  image: optionalTextSchema,
  city: namedRefSchema,
  brand: namedRefSchema,
  model: namedRefSchema,
  created_at: optionalTextSchema,
  updated_at: optionalTextSchema,
});

/** A customer as read, with their vehicles (empty when the server sends none). */
export const customerSchema = z.object({
  id: idSchema,
  business_id: nullableId,
  name: z.string(),
  email: optionalTextSchema,
  email_verified_at: optionalTextSchema,
  phone: looseText,
  phone_country: optionalTextSchema,
  phone_normalized: optionalTextSchema,
  phone_national: optionalTextSchema,
  phone_e164: optionalTextSchema,
  phone_verified_at: optionalTextSchema,
  language: z.pipe(
    optionalTextSchema,
    z.transform((value: string | null) => value ?? 'en'),
  ),
  city_id: nullableId,
  company_name: optionalTextSchema,
  trn: optionalTextSchema,
  address: optionalTextSchema,
  cars: listOrEmpty(vehicleSchema),
  created_at: optionalTextSchema,
  updated_at: optionalTextSchema,
});

/** GET /pos/customers: bare or wrapped list. */
export const customerListSchema = listOf(customerSchema);
/** POST /pos/customers: the customer, accepted only with an id, bare or in a data wrapper. */
export const createdCustomerSchema = entityOf(customerSchema);
/** POST /pos/cars: the vehicle, read from data or from the top level. */
export const createdVehicleSchema = entityOf(vehicleSchema);

/** Vehicle as read. */
export type Vehicle = z.output<typeof vehicleSchema>;
/** Customer as read. */
export type Customer = z.output<typeof customerSchema>;
