// The demo's plan: a book of ten exterior washes, one a day, for six months, covering the
// Exterior Wash options for every car group, priced per car group.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { serviceOptions, services } from '../db/schema/catalogue.js';
import { plans } from '../db/schema/plans.js';

/** The demo plan's names. */
export const DEMO_WASH_BOOK = { en: '10-wash book', ar: 'دفتر ١٠ غسلات' } as const;

/** Adds the 10-wash book to a business that sells the Exterior Wash. */
export async function seedPlans(db: Db, businessId: number): Promise<void> {
  const options = await db
    .select({ id: serviceOptions.id })
    .from(serviceOptions)
    .innerJoin(services, eq(services.id, serviceOptions.service_id))
    .where(and(eq(services.business_id, businessId), eq(services.name_en, 'Exterior Wash')));
  if (options.length === 0) return;
  await db.insert(plans).values({
    business_id: businessId,
    name_en: DEMO_WASH_BOOK.en,
    name_ar: DEMO_WASH_BOOK.ar,
    kind: 'uses',
    uses: 10,
    validity_unit: 'months',
    validity_count: 6,
    limit_day: 1,
    coverage: [1, 2, 3].flatMap((group) =>
      options.map((option) => ({ option_id: option.id, car_group_id: group })),
    ),
    prices: [
      { car_group_id: 1, price_fils: 25_000 },
      { car_group_id: 2, price_fils: 30_000 },
      { car_group_id: 3, price_fils: 35_000 },
    ],
  });
}
