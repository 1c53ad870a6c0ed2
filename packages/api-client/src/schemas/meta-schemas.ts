// Look-up lists of the vehicle form.
import * as z from 'zod/mini';
import {
  entityOf,
  idSchema,
  listOf,
  listOrEmpty,
  nameSchema,
  stringishSchema,
} from './shared-schemas.js';

/** A look-up entry: id and bilingual name. */
export const namedItemSchema = z.object({ id: idSchema, name: nameSchema });

const namedList = listOrEmpty(namedItemSchema);

/** GET /meta/data: cities, brands, car groups and car types (a missing list is empty). */
export const metaDataSchema = entityOf(
  z.object({
    cities: namedList,
    car_brands: namedList,
    car_groups: namedList,
    car_types: namedList,
  }),
);

/** Models of a brand or plate types of a city, bare or wrapped. */
export const namedItemListSchema = listOf(namedItemSchema);

/**
 * Plate letters, numbers or strings, bare or wrapped; always read as strings
 * (docs/product/customers-and-vehicles.md).
 */
export const plateLetterListSchema = listOf(stringishSchema);

/** A look-up entry as read. */
export type NamedItem = z.output<typeof namedItemSchema>;
/** The vehicle form's look-up lists as read. */
export type MetaData = z.output<typeof metaDataSchema>;
