// A large generated catalogue for benchmarks: services named "<grade> <kind> <number>" with one
// to three options priced per car group, and products named "<grade> <kind> Kit <number>",
// written with set-based inserts (generate_series) so thousands take well under a second.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Pair } from './reference-data.js';

/** Services and products the catalogue seed (LAMAA_SEED=catalogue) adds to the demo business. */
export const CATALOGUE_ITEMS = 2_000;

/** How many generated services and products to add. */
export interface CatalogueSize {
  readonly services: number;
  readonly products: number;
}

/** Ten grades: item n takes grade n % 10, so "<grade> <kind>" finds one item in a hundred. */
export const CATALOGUE_GRADES: readonly Pair[] = [
  ['Express', 'سريع'],
  ['Classic', 'كلاسيكي'],
  ['Premium', 'ممتاز'],
  ['Ceramic', 'سيراميك'],
  ['Eco', 'بيئي'],
  ['Deluxe', 'فاخر'],
  ['Sport', 'رياضي'],
  ['Family', 'عائلي'],
  ['Desert', 'صحراوي'],
  ['Royal', 'ملكي'],
];

/** Ten kinds: item n takes kind (n / 10) % 10. */
export const CATALOGUE_KINDS: readonly Pair[] = [
  ['Wash', 'غسيل'],
  ['Polish', 'تلميع'],
  ['Coating', 'طلاء'],
  ['Detail', 'تفصيل'],
  ['Tint', 'تظليل'],
  ['Shampoo', 'شامبو'],
  ['Wax', 'شمع'],
  ['Film', 'فيلم'],
  ['Care', 'عناية'],
  ['Shine', 'لمعان'],
];

const OPTIONS: readonly Pair[] = [
  ['Standard', 'قياسي'],
  ['Plus', 'بلس'],
  ['Max', 'ماكس'],
];

/** A SQL text array literal of our own constants (quotes doubled). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`);

const column = (pairs: readonly Pair[], language: 0 | 1) =>
  textArray(pairs.map((pair) => pair[language]));

/** Adds generated services (with options and prices for car groups 1 to 3) and products to a business. */
export async function seedCatalogue(
  db: Db,
  businessId: number,
  size: CatalogueSize = { services: CATALOGUE_ITEMS, products: CATALOGUE_ITEMS },
): Promise<void> {
  const grade = (language: 0 | 1) => sql`(${column(CATALOGUE_GRADES, language)})[1 + g % 10]`;
  const kind = (language: 0 | 1) => sql`(${column(CATALOGUE_KINDS, language)})[1 + (g / 10) % 10]`;
  const number = sql`lpad(g::text, 4, '0')`;
  // Each service gets 1 + id % 3 options; a price is a base in AED (10 to 215, +20 per option
  // rank) times 1, 1.25 or 1.5 for small, medium and large cars, in fils.
  await db.execute(sql`
    with added as (
      insert into services (business_id, name_en, name_ar, included, is_add_ons)
      select ${businessId}, ${grade(0)} || ' ' || ${kind(0)} || ' ' || ${number},
        ${kind(1)} || ' ' || ${grade(1)} || ' ' || ${number},
        jsonb_build_array(jsonb_build_object('en', ${kind(0)}, 'ar', ${kind(1)})), false
      from generate_series(1, ${size.services}) g
      returning id, business_id
    ), options as (
      insert into service_options (service_id, business_id, name_en, name_ar, is_exclusive)
      select a.id, a.business_id, (${column(OPTIONS, 0)})[k], (${column(OPTIONS, 1)})[k], false
      from added a cross join generate_series(1, 3) k
      where k <= 1 + a.id % 3
      returning id, service_id
    )
    insert into option_prices (option_id, car_group_id, price_fils)
    select o.id, grp, (10 + (o.service_id % 40) * 5 + (o.id % 3) * 20) * 25 * (3 + grp)
    from options o cross join generate_series(1, 3) grp`);
  await db.execute(sql`
    insert into products (business_id, name_en, name_ar, price_fils, before_discount_fils)
    select ${businessId}, ${grade(0)} || ' ' || ${kind(0)} || ' Kit ' || ${number},
      ${kind(1)} || ' ' || ${grade(1)} || ' ' || ${number},
      500 + (g * 37) % 50000, case when g % 3 = 0 then 60000 else null end
    from generate_series(1, ${size.products}) g`);
}
