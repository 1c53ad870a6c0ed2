// GET /office/vat-report: the owner's VAT report for a period (JSON, or CSV with format=csv).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { dateField } from '../http/fields.js';
import { validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { vatReportCsv } from './vat-report-csv.js';
import { readVatReport, vatReportView } from './vat-report-service.js';

const vatReportQuery = z
  .object({
    from: dateField('from date'),
    to: dateField('to date'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => query.from <= query.to, {
    error: 'The from date must not be after the to date.',
    path: ['to'],
  });

/** The routes of the VAT report. */
export function vatReportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/vat-report', requireAuth('business.edit'), async (c) => {
    const query = validate(vatReportQuery, c.req.query());
    const report = await readVatReport(c.var.database.db, c.var.auth.businessId, query);
    if (query.format === 'csv') {
      return c.body(vatReportCsv(report, query.from, query.to), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lamaa-vat-${query.from}-${query.to}.csv"`,
      });
    }
    return c.json({ data: vatReportView(report, query) });
  });
  return routes;
}
