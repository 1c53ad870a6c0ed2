// The office's catalogue: services with their options and prices per car group, and the price
// grid, for the owner (`catalogue.manage`), scoped to the business. The zod schemas read the
// shape; what may be saved is the domain's rule (serviceProblems), answered with its codes.
import { addPriceProblems, MAX_UNIT_PRICE_FILS } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { idField, moneyField } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { refuseProblems } from '../http/problems-error.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import {
  listOfficeMaterials,
  listOfficeSuppliers,
  saveMaterial,
  saveSupplier,
} from '../services/office-intake-lists.js';
import { createPackage, listOfficePackages, updatePackage } from '../services/office-packages.js';
import { createPlan, listOfficePlans, updatePlan } from '../services/office-plans.js';
import { createProduct, listOfficeProducts, updateProduct } from '../services/office-products.js';
import {
  createService,
  listOfficeServices,
  savePriceGrid,
  updateService,
} from '../services/office-catalogue.js';

/** The longest text the shape accepts; the domain's limits are shorter and say why. */
const TEXT_CAP = 2000;
/** The most cells one price-grid save carries. */
export const PRICE_GRID_MAX_CELLS = 5000;

const text = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(TEXT_CAP, { error: `The ${label} may not be greater than ${TEXT_CAP} characters.` });

const bilingual = (label: string) =>
  z.object(
    { en: text(`${label} in English`), ar: text(`${label} in Arabic`) },
    { error: `The ${label} must be an object with en and ar.` },
  );

/** An uploaded picture's URL (POST /office/images); null removes it, absent leaves it. */
const imageField = z
  .string({ error: 'The image must be the URL of an uploaded picture.' })
  .max(TEXT_CAP, { error: `The image may not be greater than ${TEXT_CAP} characters.` })
  .nullable()
  .optional();

const flag = (label: string) => z.boolean({ error: `The ${label} must be true or false.` });

const wholeNumber = (label: string) =>
  z.number({ error: `The ${label} must be a number.` }).int({
    error: `The ${label} must be a whole number.`,
  });

const groupPrice = z.object({
  car_group_id: wholeNumber('car group'),
  price: moneyField('price', MAX_UNIT_PRICE_FILS),
});

const listOf = <S extends z.ZodType>(item: S, label: string, max: number) =>
  z.array(item, { error: `The ${label} must be a list.` }).max(max, {
    error: `The ${label} may hold at most ${max} entries.`,
  });

export const optionBody = z.object({
  id: idField('option').optional(),
  name: bilingual('option name'),
  is_exclusive: flag('exclusive flag').default(false),
  display_order: wholeNumber('display order').default(0),
  is_archived: flag('archived flag').default(false),
  prices: listOf(groupPrice, 'prices', 10).default([]),
});

export const serviceBody = z.object({
  name: bilingual('service name'),
  icon: z
    .string({ error: 'The icon must be text.' })
    .max(TEXT_CAP)
    .nullable()
    .optional()
    .transform((icon) => icon || null),
  included: listOf(bilingual('included entry'), 'included list', 100).default([]),
  is_add_ons: flag('add-on flag').default(false),
  display_order: wholeNumber('display order').default(0),
  is_archived: flag('archived flag').default(false),
  options: listOf(optionBody, 'options', 100).default([]),
});

export const priceGridBody = z.object({
  prices: listOf(
    z.object({ option_id: idField('option'), ...groupPrice.shape }),
    'prices',
    PRICE_GRID_MAX_CELLS,
  ),
});

export const packageBody = z.object({
  name: bilingual('package name'),
  is_active: flag('active flag').default(true),
  prices: listOf(groupPrice, 'prices', 10).default([]),
  image: imageField,
});

export const productBody = z.object({
  name: bilingual('product name'),
  price: moneyField('price', MAX_UNIT_PRICE_FILS),
  before_discount_price: moneyField('before-discount price', MAX_UNIT_PRICE_FILS)
    .nullable()
    .optional()
    .transform((fils) => fils ?? null),
  is_archived: flag('archived flag').default(false),
  image: imageField,
});

const limit = (label: string) => wholeNumber(label).nullable().default(null);

export const planBody = z.object({
  name: bilingual('plan name'),
  kind: z.enum(['unlimited', 'uses', 'value'], {
    error: 'The kind must be unlimited, uses or value.',
  }),
  uses: wholeNumber('number of uses').nullable().default(null),
  value: moneyField('stored value', MAX_UNIT_PRICE_FILS).nullable().default(null),
  validity: z.object({
    unit: z.enum(['days', 'months'], { error: 'The validity unit must be days or months.' }),
    count: wholeNumber('validity'),
  }),
  limits: z
    .object({
      day: limit('daily limit'),
      week: limit('weekly limit'),
      month: limit('monthly limit'),
    })
    .default({ day: null, week: null, month: null }),
  coverage: listOf(
    z.object({ option_id: idField('option'), car_group_id: wholeNumber('car group') }),
    'coverage',
    500,
  ),
  branch_ids: listOf(idField('branch'), 'branches', 100).default([]),
  prices: listOf(groupPrice, 'prices', 10).default([]),
  is_archived: flag('archived flag').default(false),
});

export const supplierBody = z.object({
  name: bilingual('supplier name'),
  description: text('description').default(''),
});

export const materialBody = z.object({
  name: bilingual('material name'),
  description: bilingual('description').default({ en: '', ar: '' }),
  unit: text('unit').default(''),
});

/** The routes of the office's catalogue. */
export function officeCatalogueRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/services', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficeServices(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/services', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, serviceBody);
    return c.json({ data: await createService(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/services/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'service id', 'service.not-found');
    const body = await readJson(c, serviceBody);
    return c.json({ data: await updateService(c.var.database.db, c.var.auth, id, body) });
  });
  routes.put('/office/service-prices', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, priceGridBody);
    const problems = {};
    addPriceProblems(
      problems,
      'prices',
      body.prices.map((cell) => ({ car_group_id: cell.car_group_id, price_fils: cell.price })),
    );
    refuseProblems(problems);
    return c.json({ data: await savePriceGrid(c.var.database.db, c.var.auth, body.prices) });
  });
  routes.get('/office/packages', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficePackages(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/packages', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, packageBody);
    return c.json({ data: await createPackage(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/packages/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'package id', 'package.not-found');
    const body = await readJson(c, packageBody);
    return c.json({ data: await updatePackage(c.var.database.db, c.var.auth, id, body) });
  });
  routes.get('/office/products', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficeProducts(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/products', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, productBody);
    return c.json({ data: await createProduct(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/products/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'product id', 'product.not-found');
    const body = await readJson(c, productBody);
    return c.json({ data: await updateProduct(c.var.database.db, c.var.auth, id, body) });
  });
  routes.get('/office/plans', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficePlans(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/plans', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, planBody);
    return c.json({ data: await createPlan(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/plans/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'plan id', 'plan.not-found');
    const body = await readJson(c, planBody);
    return c.json({ data: await updatePlan(c.var.database.db, c.var.auth, id, body) });
  });
  routes.get('/office/suppliers', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficeSuppliers(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/suppliers', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, supplierBody);
    return c.json({ data: await saveSupplier(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/suppliers/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'supplier id', 'supplier.not-found');
    const body = await readJson(c, supplierBody);
    return c.json({ data: await saveSupplier(c.var.database.db, c.var.auth, body, id) });
  });
  routes.get('/office/materials', requireAuth('catalogue.manage'), async (c) =>
    c.json({ data: await listOfficeMaterials(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/office/materials', requireAuth('catalogue.manage'), async (c) => {
    const body = await readJson(c, materialBody);
    return c.json({ data: await saveMaterial(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/materials/:id', requireAuth('catalogue.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'material id', 'intake.material-not-found');
    const body = await readJson(c, materialBody);
    return c.json({ data: await saveMaterial(c.var.database.db, c.var.auth, body, id) });
  });
  return routes;
}
