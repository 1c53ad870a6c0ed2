// Writes the reference data (look-ups and places) into an empty database.
import { count } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  carBrands,
  carGroups,
  carModels,
  carTypes,
  cities,
  places,
  plateLetters,
  plateTypes,
} from '../db/schema/lookups.js';
import {
  BRANDS,
  CAR_GROUPS,
  CAR_TYPES,
  CITIES,
  PLACES,
  PLATE_TYPES,
  type Pair,
} from './reference-data.js';

const names = ([en, ar]: Pair) => ({ name_en: en, name_ar: ar });

/** Inserts look-ups and places unless they are already there. */
export async function seedReference(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(cities);
  if ((existing?.n ?? 0) > 0) return;
  const cityRows = await db.insert(cities).values(CITIES.map(names)).returning({ id: cities.id });
  await db
    .insert(carGroups)
    .values(CAR_GROUPS.map((pair, index) => ({ id: index + 1, ...names(pair) })));
  await db.insert(carTypes).values(CAR_TYPES.map(names));
  for (const brand of BRANDS) {
    const [row] = await db
      .insert(carBrands)
      .values(names(brand.name))
      .returning({ id: carBrands.id });
    if (row)
      await db
        .insert(carModels)
        .values(brand.models.map((model) => ({ car_brand_id: row.id, ...names(model) })));
  }
  for (const plate of PLATE_TYPES) {
    const city = cityRows[plate.city];
    if (!city) continue;
    const [row] = await db
      .insert(plateTypes)
      .values({ city_id: city.id, ...names(plate.name) })
      .returning({ id: plateTypes.id });
    if (row) {
      await db.insert(plateLetters).values(
        plate.codes.map((code) => ({
          city_id: city.id,
          plate_type_id: row.id,
          name_en: code,
          name_ar: code,
        })),
      );
    }
  }
  await db.insert(places).values([...PLACES]);
}
