// The services of the office: every service with its options (archived ones too), added and
// edited with their prices per car group, and the price grid saved in one call. Nothing is
// deleted (orders name these rows): an entry leaves the counter by being archived. Every
// change is audited.
import { type Bilingual, filsToAed, serviceProblems } from '@lamaa/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { optionPrices, serviceOptions, services } from '../db/schema/catalogue.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { loadOptions, type OptionRecord } from './catalogue-service.js';
import { isOwnImage } from './office-images.js';

/** A price per car group as the office sends it (fils, after the wire's AED). */
export interface GroupPriceInput {
  car_group_id: number;
  price: number;
}

/** An option as the office sends it: with an id it edits that option, without one it adds one. */
export interface OptionInput {
  id?: number | undefined;
  name: Bilingual;
  is_exclusive: boolean;
  display_order: number;
  is_archived: boolean;
  prices: GroupPriceInput[];
}

/** A service as the office sends it. */
export interface ServiceInput {
  name: Bilingual;
  icon: string | null;
  included: Bilingual[];
  is_add_ons: boolean;
  display_order: number;
  is_archived: boolean;
  options: OptionInput[];
}

/** One cell of the price grid (fils). */
export interface GridPriceInput {
  option_id: number;
  car_group_id: number;
  price: number;
}

const byGroup = (prices: Map<number, number>) =>
  [...prices.entries()].sort(([a], [b]) => a - b).filter(([, fils]) => fils > 0);

function optionView(option: OptionRecord) {
  return {
    id: option.id,
    name: option.name,
    is_exclusive: option.is_exclusive,
    display_order: option.display_order,
    is_archived: option.is_archived,
    prices: byGroup(option.prices).map(([group, fils]) => ({
      car_group_id: group,
      price: filsToAed(fils),
    })),
  };
}

/** Every service of the business (archived too) with every option, by display order. */
export async function listOfficeServices(db: Db, businessId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.business_id, businessId), ids ? inArray(services.id, ids) : undefined))
    .orderBy(asc(services.display_order), asc(services.id));
  const options = await loadOptions(db, businessId, {
    serviceIds: rows.map((row) => row.id),
    withArchived: true,
  });
  return rows.map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    icon: row.icon_url,
    included: row.included,
    is_add_ons: row.is_add_ons,
    display_order: row.display_order,
    is_archived: row.is_archived,
    options: options.filter((option) => option.service_id === row.id).map(optionView),
  }));
}

/** A service as the office reads it. */
export type OfficeServiceView = Awaited<ReturnType<typeof listOfficeServices>>[number];

/** The flat values the audit log compares: the service's fields and one entry per option. */
function audited(view: OfficeServiceView) {
  const values: Record<string, unknown> = {
    name_en: view.name.en,
    name_ar: view.name.ar,
    icon: view.icon,
    included: view.included,
    is_add_ons: view.is_add_ons,
    display_order: view.display_order,
    is_archived: view.is_archived,
  };
  for (const option of view.options) {
    values[`option ${option.id}`] = {
      name_en: option.name.en,
      name_ar: option.name.ar,
      is_exclusive: option.is_exclusive,
      display_order: option.display_order,
      is_archived: option.is_archived,
      prices: Object.fromEntries(option.prices.map((price) => [price.car_group_id, price.price])),
    };
  }
  return values;
}

/** The icons the counter already shows: those the business's services use. */
async function knownIcons(db: Db, businessId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ icon: services.icon_url })
    .from(services)
    .where(and(eq(services.business_id, businessId), isNotNull(services.icon_url)));
  return new Set(rows.flatMap((row) => (row.icon ? [row.icon] : [])));
}

/** Refuses what the domain refuses, in fils, and an icon the counter does not know. */
async function check(db: Db, businessId: number, input: ServiceInput) {
  refuseProblems(
    serviceProblems({
      ...input,
      options: input.options.map((option) => ({
        ...option,
        prices: option.prices.map((price) => ({
          car_group_id: price.car_group_id,
          price_fils: price.price,
        })),
      })),
    }),
  );
  if (
    input.icon !== null &&
    !(await knownIcons(db, businessId)).has(input.icon) &&
    !(await isOwnImage(db, businessId, 'catalogue', input.icon))
  )
    throw invalidField('icon', 'catalogue.icon-unknown');
}

const serviceColumns = (input: ServiceInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  icon_url: input.icon,
  included: input.included,
  is_add_ons: input.is_add_ons,
  display_order: input.display_order,
  is_archived: input.is_archived,
});

const optionColumns = (option: OptionInput) => ({
  name_en: option.name.en,
  name_ar: option.name.ar,
  is_exclusive: option.is_exclusive,
  display_order: option.display_order,
  is_archived: option.is_archived,
});

/** Replaces an option's prices: the groups sent above zero; a group left out has no price. */
async function writePrices(tx: Db, optionId: number, prices: GroupPriceInput[]) {
  await tx.delete(optionPrices).where(eq(optionPrices.option_id, optionId));
  const kept = prices.filter((price) => price.price > 0);
  if (kept.length === 0) return;
  await tx.insert(optionPrices).values(
    kept.map((price) => ({
      option_id: optionId,
      car_group_id: price.car_group_id,
      price_fils: price.price,
    })),
  );
}

/** Adds or edits the options sent; those left out stay as they are. */
async function writeOptions(tx: Db, businessId: number, serviceId: number, input: OptionInput[]) {
  const existing = await tx
    .select({ id: serviceOptions.id })
    .from(serviceOptions)
    .where(
      and(eq(serviceOptions.business_id, businessId), eq(serviceOptions.service_id, serviceId)),
    );
  const own = new Set(existing.map((row) => row.id));
  for (const [index, option] of input.entries()) {
    let id = option.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(serviceOptions)
        .values({ service_id: serviceId, business_id: businessId, ...optionColumns(option) })
        .returning({ id: serviceOptions.id });
      id = row?.id;
      if (id === undefined) throw new Error('The option row was not written.');
    } else {
      if (!own.has(id))
        throw invalidField(`options.${index}.id`, 'service.option-not-found', { option: id });
      await tx.update(serviceOptions).set(optionColumns(option)).where(eq(serviceOptions.id, id));
    }
    await writePrices(tx, id, option.prices);
  }
}

async function viewOf(tx: Db, businessId: number, id: number): Promise<OfficeServiceView> {
  const [view] = await listOfficeServices(tx, businessId, [id]);
  if (!view) throw notFound('service.not-found', { id });
  return view;
}

/** Adds a service with its options and prices, and audits it. */
export async function createService(db: Db, auth: AuthContext, input: ServiceInput) {
  await check(db, auth.businessId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({ business_id: auth.businessId, ...serviceColumns(input) })
      .returning({ id: services.id });
    if (!row) throw new Error('The service row was not written.');
    await writeOptions(tx, auth.businessId, row.id, input.options);
    const view = await viewOf(tx, auth.businessId, row.id);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'service.create',
      subject: 'service',
      subjectId: row.id,
      branchId: null,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

/** Replaces a service's details, adds or edits the options sent, and audits what changed. */
export async function updateService(db: Db, auth: AuthContext, id: number, input: ServiceInput) {
  await check(db, auth.businessId, input);
  return db.transaction(async (tx) => {
    const where = and(eq(services.business_id, auth.businessId), eq(services.id, id));
    const [current] = await tx
      .select({ id: services.id })
      .from(services)
      .where(where)
      .for('update');
    if (!current) throw notFound('service.not-found', { id });
    const before = await viewOf(tx, auth.businessId, id);
    await tx.update(services).set(serviceColumns(input)).where(where);
    await writeOptions(tx, auth.businessId, id, input.options);
    const view = await viewOf(tx, auth.businessId, id);
    const change = changedValues(audited(before), audited(view));
    if (change) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'service.update',
        subject: 'service',
        subjectId: id,
        branchId: null,
        ...change,
      });
    }
    return view;
  });
}

/**
 * Saves the price grid in one transaction: each cell sets one option's price for one car
 * group (0: No Price). One audit row per service whose prices changed. Answers every service.
 */
export async function savePriceGrid(db: Db, auth: AuthContext, cells: GridPriceInput[]) {
  const optionIds = [...new Set(cells.map((cell) => cell.option_id))];
  return db.transaction(async (tx) => {
    const options =
      optionIds.length === 0
        ? []
        : await tx
            .select({ id: serviceOptions.id, service_id: serviceOptions.service_id })
            .from(serviceOptions)
            .where(
              and(
                eq(serviceOptions.business_id, auth.businessId),
                inArray(serviceOptions.id, optionIds),
              ),
            )
            .for('update');
    const serviceOf = new Map(options.map((option) => [option.id, option.service_id]));
    const missing = cells.findIndex((cell) => !serviceOf.has(cell.option_id));
    if (missing >= 0) {
      const option = cells[missing]?.option_id ?? 0;
      throw new ApiError(422, 'service.option-not-found', {
        params: { option },
        errors: { [`prices.${missing}.option_id`]: [`Option ${option} not found.`] },
      });
    }
    const serviceIds = [...new Set(serviceOf.values())];
    const before = await listOfficeServices(tx, auth.businessId, serviceIds);
    for (const cell of cells) {
      const key = and(
        eq(optionPrices.option_id, cell.option_id),
        eq(optionPrices.car_group_id, cell.car_group_id),
      );
      await tx.delete(optionPrices).where(key);
      if (cell.price > 0)
        await tx.insert(optionPrices).values({
          option_id: cell.option_id,
          car_group_id: cell.car_group_id,
          price_fils: cell.price,
        });
    }
    const after = await listOfficeServices(tx, auth.businessId, serviceIds);
    for (const view of after) {
      const old = before.find((service) => service.id === view.id);
      const change = old && changedValues(audited(old), audited(view));
      if (change) {
        await writeAudit(tx, auth.businessId, auth.employeeId, {
          action: 'service.prices',
          subject: 'service',
          subjectId: view.id,
          branchId: null,
          ...change,
        });
      }
    }
    return listOfficeServices(tx, auth.businessId);
  });
}
