// Adds a vehicle to a customer, checking every look-up id and the plate against the
// letters of its city and plate type.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  carBrands,
  carGroups,
  carModels,
  carTypes,
  cities,
  plateLetters,
  plateTypes,
} from '../db/schema/lookups.js';
import { cars, customers } from '../db/schema/people.js';
import { ApiError, type FieldErrors, notFound } from '../http/api-error.js';
import { loadVehicles, type VehicleView } from './vehicle-view.js';

/** The vehicle form as validated by the route. */
export interface CarInput {
  user_id: number;
  city_id: number;
  car_brand_id: number;
  car_model_id?: number | undefined;
  plate_type_id: number;
  car_type_id: number;
  car_group_id: number;
  color: string;
  /** The named colour chosen at the counter ('silver'); none for a custom colour. */
  color_name?: string | null | undefined;
  year: number;
  code: string;
  numbers: string;
  vin_number?: string | undefined;
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** Creates the vehicle; 404 when the customer is not in the business, 422 for unknown look-ups. */
export async function createCar(db: Db, businessId: number, input: CarInput): Promise<VehicleView> {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.business_id, businessId), eq(customers.id, input.user_id)));
  if (!owner) throw notFound('customer.not-found');

  const errors: FieldErrors = {};
  const check = async (field: string, ok: Promise<boolean>, message: string) => {
    if (!(await ok)) errors[field] = [message];
  };
  await check(
    'city_id',
    exists(db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id))),
    'The selected city is invalid.',
  );
  await check(
    'car_brand_id',
    exists(
      db.select({ id: carBrands.id }).from(carBrands).where(eq(carBrands.id, input.car_brand_id)),
    ),
    'The selected brand is invalid.',
  );
  if (input.car_model_id !== undefined) {
    const model = db
      .select({ id: carModels.id })
      .from(carModels)
      .where(
        and(eq(carModels.id, input.car_model_id), eq(carModels.car_brand_id, input.car_brand_id)),
      );
    await check(
      'car_model_id',
      exists(model),
      'The selected model does not belong to the selected brand.',
    );
  }
  await check(
    'car_type_id',
    exists(db.select({ id: carTypes.id }).from(carTypes).where(eq(carTypes.id, input.car_type_id))),
    'The selected car type is invalid.',
  );
  await check(
    'car_group_id',
    exists(
      db.select({ id: carGroups.id }).from(carGroups).where(eq(carGroups.id, input.car_group_id)),
    ),
    'The selected car group is invalid.',
  );
  const plateType = db
    .select({ id: plateTypes.id })
    .from(plateTypes)
    .where(and(eq(plateTypes.id, input.plate_type_id), eq(plateTypes.city_id, input.city_id)));
  await check(
    'plate_type_id',
    exists(plateType),
    'The selected plate type is not issued by the selected city.',
  );
  if (!errors.plate_type_id) {
    const letters = await db
      .select({ code: plateLetters.name_en })
      .from(plateLetters)
      .where(
        and(
          eq(plateLetters.city_id, input.city_id),
          eq(plateLetters.plate_type_id, input.plate_type_id),
        ),
      );
    if (
      letters.length > 0 &&
      !letters.some((letter) => letter.code.toUpperCase() === input.code.toUpperCase())
    ) {
      errors.code = [`The plate code ${input.code} is not used on this city's plates.`];
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    // Each field names a look-up row the request chose but the business cannot use.
    const fieldCodes = Object.fromEntries(
      fields.map((field) => [field, { code: 'field.invalid-choice' as const }]),
    );
    throw new ApiError(422, 'validation.failed', { errors, fieldCodes });
  }
  const [row] = await db
    .insert(cars)
    .values({
      ...input,
      business_id: businessId,
      car_model_id: input.car_model_id ?? null,
      vin_number: input.vin_number ?? null,
      color_name: input.color_name ?? null,
      code: input.code.toUpperCase(),
    })
    .returning({ id: cars.id });
  const [view] = await loadVehicles(db, businessId, { ids: row ? [row.id] : [] });
  if (!view) throw new Error('The new vehicle could not be read back.');
  return view;
}
