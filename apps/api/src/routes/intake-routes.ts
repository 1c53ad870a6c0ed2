// Materials, suppliers, branches and the multipart supplier invoice.
import { SUPPLIER_DESCRIPTION_MAX_LENGTH, SUPPLIER_NAME_MAX_LENGTH } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { optionalText } from '../http/fields.js';
import { readJson } from '../http/read-body.js';
import { readMultipart } from '../http/read-multipart.js';
import { requireAuth } from '../http/require-auth.js';
import { readInvoiceForm } from '../services/invoice-form.js';
import {
  createInvoice,
  createSupplier,
  listBranches,
  listMaterials,
  listSuppliers,
} from '../services/intake-service.js';

export const supplierBody = z.object({
  name: z
    .string({ error: 'Supplier name is required' })
    .trim()
    .min(1, { error: 'Supplier name is required' })
    .max(SUPPLIER_NAME_MAX_LENGTH, {
      error: `The supplier name may not be greater than ${SUPPLIER_NAME_MAX_LENGTH} characters.`,
    }),
  description: optionalText('description', SUPPLIER_DESCRIPTION_MAX_LENGTH),
});

/** The routes of the intake tag. */
export function intakeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/pos/materials', requireAuth('intake.record'), async (c) =>
    c.json({ data: await listMaterials(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.get('/pos/materials/suppliers', requireAuth('intake.record'), async (c) =>
    c.json({ data: await listSuppliers(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/pos/materials/suppliers', requireAuth('intake.record'), async (c) => {
    const body = await readJson(c, supplierBody);
    return c.json(
      { data: await createSupplier(c.var.database.db, c.var.auth.businessId, body) },
      201,
    );
  });
  routes.get('/pos/branches', requireAuth('intake.record'), async (c) =>
    c.json({ data: await listBranches(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.post('/pos/materials/invoice', requireAuth('intake.record'), async (c) => {
    const form = await readInvoiceForm(await readMultipart(c));
    return c.json({ data: await createInvoice(c.var.database, c.var.auth, form) }, 201);
  });
  return routes;
}
