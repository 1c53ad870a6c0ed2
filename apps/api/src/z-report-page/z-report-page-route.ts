// GET /z/<token>: the printable page of a closed shift's Z report, rendered on the server like
// the tax invoice page. The token (144 random bits, given at close) is the only key.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { branches } from '../db/schema/people.js';
import { shifts } from '../db/schema/shifts.js';
import type { AppEnv } from '../http/app-env.js';
import { type FrozenReport, zReportNotFoundHtml, zReportPageHtml } from './z-report-page-html.js';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

async function reportByToken(database: Database, token: string) {
  const [row] = await database.db
    .select({ report: shifts.report, zone: branches.time_zone })
    .from(shifts)
    .leftJoin(branches, eq(branches.id, shifts.branch_id))
    .where(eq(shifts.report_token, token));
  if (!row?.report) return undefined;
  return {
    report: row.report as unknown as FrozenReport,
    zone: row.zone ?? DEFAULT_BRANCH_TIME_ZONE,
  };
}

/** Mounts the Z report page on the app. */
export function mountZReportPage(app: Hono<AppEnv>, database: Database): void {
  app.get('/z/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const token = c.req.param('token');
    const found = TOKEN.test(token) ? await reportByToken(database, token) : undefined;
    if (found === undefined) return c.html(zReportNotFoundHtml(), 404);
    const paper = c.req.query('paper') === '80mm' ? '80mm' : 'a4';
    return c.html(zReportPageHtml(found.report, token, paper, found.zone));
  });
}
