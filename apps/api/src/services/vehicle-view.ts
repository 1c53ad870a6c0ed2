// Reads vehicles with their city, brand and model names, in the contract's Vehicle shape.
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { carBrands, carModels, cities } from '../db/schema/lookups.js';
import { cars } from '../db/schema/people.js';

/** A vehicle as the API answers it. */
export interface VehicleView {
  id: number;
  business_id: number;
  user_id: number;
  city_id: number;
  car_brand_id: number;
  car_model_id: number | null;
  car_type_id: number;
  plate_type_id: number;
  car_group_id: number;
  color: string;
  color_name: string | null;
  year: number;
  code: string;
  numbers: string;
  vin_number: string | null;
  plate_img: string | null;
  image: string | null;
  city: { id: number; name: { en: string; ar: string } } | null;
  brand: { id: number; name: { en: string; ar: string } } | null;
  model: { id: number; name: { en: string; ar: string } } | null;
  created_at: string;
  updated_at: string;
}

const brand = alias(carBrands, 'brand');
const model = alias(carModels, 'model');

const named = (row: { id: number; name_en: string; name_ar: string } | null) =>
  row ? { id: row.id, name: { en: row.name_en, ar: row.name_ar } } : null;

/** Loads the vehicles of a business matching ids or owners; an empty list for an empty filter. */
export async function loadVehicles(
  db: Db,
  businessId: number,
  filter: { ids?: number[]; ownerIds?: number[] },
): Promise<VehicleView[]> {
  const condition = filter.ids
    ? inArray(cars.id, filter.ids)
    : filter.ownerIds
      ? inArray(cars.user_id, filter.ownerIds)
      : undefined;
  if (!condition || (filter.ids ?? filter.ownerIds ?? []).length === 0) return [];
  const rows = await db
    .select({ car: cars, city: cities, brand, model })
    .from(cars)
    .leftJoin(cities, eq(cities.id, cars.city_id))
    .leftJoin(brand, eq(brand.id, cars.car_brand_id))
    .leftJoin(model, eq(model.id, cars.car_model_id))
    .where(and(eq(cars.business_id, businessId), condition))
    .orderBy(cars.id);
  return rows.map(({ car, city, brand: b, model: m }) => ({
    id: car.id,
    business_id: car.business_id,
    user_id: car.user_id,
    city_id: car.city_id,
    car_brand_id: car.car_brand_id,
    car_model_id: car.car_model_id,
    car_type_id: car.car_type_id,
    plate_type_id: car.plate_type_id,
    car_group_id: car.car_group_id,
    color: car.color,
    color_name: car.color_name,
    year: car.year,
    code: car.code,
    numbers: car.numbers,
    vin_number: car.vin_number,
    plate_img: null,
    image: null,
    city: named(city),
    brand: named(b),
    model: named(m),
    created_at: car.created_at.toISOString(),
    updated_at: car.updated_at.toISOString(),
  }));
}
