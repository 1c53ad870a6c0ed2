// The office's catalogue files for the owner (`catalogue.manage`): a CSV of one kind to
// download, and a CSV of one kind to import, as a dry run or for real (all rows or none).
import { localDateTime, SHEET_KINDS, SHEET_MAX_BYTES } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { NUL_MESSAGE, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { exportCatalogueCsv, importCatalogueCsv } from '../services/catalogue-sheet-service.js';

/** The path of the import, whose body is a CSV file with its own size cap. */
export const CATALOGUE_IMPORT_PATH = '/api/office/catalogue/import';

const kind = z.enum(SHEET_KINDS, {
  error: `The kind must be one of ${SHEET_KINDS.join(', ')}.`,
});

const exportQuery = z.object({ kind });

const importQuery = z.object({
  kind,
  dry_run: z
    .enum(['true', 'false'], { error: 'dry_run must be true or false.' })
    .default('true')
    .transform((flag) => flag === 'true'),
});

/** The refusal of a file past SHEET_MAX_BYTES. */
export function importTooLarge(): never {
  throw new ApiError(413, 'import.file-too-large', {
    params: { max_kb: SHEET_MAX_BYTES / 1024 },
    headers: { Connection: 'close' },
  });
}

/** The routes of the catalogue's CSV export and import. */
export function officeCatalogueSheetRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/catalogue/export', requireAuth('catalogue.manage'), async (c) => {
    const query = validate(exportQuery, c.req.query());
    const auth = c.var.auth;
    const today = localDateTime(new Date(), auth.timeZone).date;
    return c.body(await exportCatalogueCsv(c.var.database.db, auth.businessId, query.kind), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="lamaa-${query.kind}-${today}.csv"`,
    });
  });
  routes.post('/office/catalogue/import', requireAuth('catalogue.manage'), async (c) => {
    const query = validate(importQuery, c.req.query());
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > SHEET_MAX_BYTES) importTooLarge();
    const text = new TextDecoder().decode(bytes);
    if (text.includes('\u0000'))
      throw new ApiError(422, 'request.nul-character', { errors: { body: [NUL_MESSAGE] } });
    const report = await importCatalogueCsv(
      c.var.database.db,
      c.var.auth,
      query.kind,
      text,
      query.dry_run,
    );
    return c.json({ data: report });
  });
  return routes;
}
