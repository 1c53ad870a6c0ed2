// Reference data shared by every business: the vehicle form's look-ups and the place gazetteer.
import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

const names = { name_en: text('name_en').notNull(), name_ar: text('name_ar').notNull() };

/** An emirate or city. */
export const cities = pgTable('cities', { id: serial('id').primaryKey(), ...names });
/** A car brand. */
export const carBrands = pgTable('car_brands', { id: serial('id').primaryKey(), ...names });
/** A model of a brand. */
export const carModels = pgTable('car_models', {
  id: serial('id').primaryKey(),
  car_brand_id: integer('car_brand_id')
    .notNull()
    .references(() => carBrands.id),
  ...names,
});
/** A car group by size: 1 small, 2 medium, 3 large. */
export const carGroups = pgTable('car_groups', { id: serial('id').primaryKey(), ...names });
/** A body type (sedan, SUV...). */
export const carTypes = pgTable('car_types', { id: serial('id').primaryKey(), ...names });
/** A plate type issued by a city (private, taxi...). */
export const plateTypes = pgTable('plate_types', {
  id: serial('id').primaryKey(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id),
  ...names,
});
/** A plate letter or code valid for a city and plate type. */
export const plateLetters = pgTable('plate_letters', {
  id: serial('id').primaryKey(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id),
  plate_type_id: integer('plate_type_id')
    .notNull()
    .references(() => plateTypes.id),
  ...names,
});
/** A named place in the UAE for the place search, with coordinates. */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  label: text('label').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});
