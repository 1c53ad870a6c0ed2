// Builds the whole HTTP application: security headers, the /api routes with their limits,
// JSON errors, and the built browser apps when they exist.
import { Hono } from 'hono';
import { IMAGE_MAX_BYTES, INVOICE_ATTACHMENTS_MAX_BYTES, SHEET_MAX_BYTES } from '@lamaa/domain';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { Database } from './db/database.js';
import { withDeadline } from './db/deadline.js';
import { DEFAULT_DB_DEADLINE_MS } from './config.js';
import { ApiError } from './http/api-error.js';
import type { AppEnv } from './http/app-env.js';
import { type FaultLogger, jsonErrorHandler } from './http/json-errors.js';
import { noStore } from './http/no-store.js';
import { RouteTable } from './http/route-table.js';
import { securityHeaders } from './http/security-headers.js';
import { wellFormedPath } from './http/well-formed-path.js';
import { mountInvoicePage } from './invoice-page/invoice-page-route.js';
import { mountZReportPage } from './z-report-page/z-report-page-route.js';
import { mountCreditNotePage } from './refunds/credit-note-route.js';
import type { MailSettings } from './mail/password-link-mail.js';
import { apiRoutes } from './routes/api-routes.js';
import { CATALOGUE_IMPORT_PATH, importTooLarge } from './routes/office-catalogue-sheet-routes.js';
import { SessionCache } from './services/session-cache.js';
import { inlineScriptSources, mountStaticApps, type StaticRoots } from './static-apps.js';

/** The largest JSON body accepted. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** The largest multipart invoice accepted: its attachments' limit and 2 MB for the fields and framing. */
export const MULTIPART_BODY_LIMIT = INVOICE_ATTACHMENTS_MAX_BYTES + 2 * 1024 * 1024;
/** The largest picture upload accepted: the picture's limit and 1 MB for the framing. */
export const IMAGE_BODY_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;
/** The office's picture uploads (multipart). */
const IMAGE_UPLOAD_PATHS = ['/api/office/images', '/api/office/business/logo'] as const;

/** What the app needs from outside. */
export interface AppDeps {
  readonly database: Database;
  readonly staticRoots?: StaticRoots | undefined;
  readonly logFault?: FaultLogger | undefined;
  readonly trustProxy?: boolean | undefined;
  /** How long a request may wait for the database (default 10 s). */
  readonly dbDeadlineMs?: number | undefined;
  /** Mount /api/test/* (LAMAA_TEST_HOOKS=1 only). */
  readonly testHooks?: boolean | undefined;
  /** The mail server set-password links are also sent through (none: links are copied by hand). */
  readonly mail?: MailSettings | undefined;
}

const tooLarge = (limit: number) => () => {
  // The unread rest of the body makes the connection unusable: tell the client to close it.
  throw new ApiError(413, 'request.too-large', {
    params: { limitKb: Math.round(limit / 1024) },
    headers: { Connection: 'close' },
  });
};

/** The paths whose requests carry files (multipart), stored in the database with the request. */
const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  '/api/pos/materials/invoice',
  ...IMAGE_UPLOAD_PATHS,
]);

/** How many times the database deadline an upload's request may take. */
const UPLOAD_DEADLINE_FACTOR = 6;

/** Creates the Hono app for a database; the caller serves it and closes the database. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const logFault =
    deps.logFault ?? ((error, path) => console.error(`[api] fault on ${path}:`, error));
  app.onError(jsonErrorHandler(logFault));
  app.use('*', securityHeaders(deps.staticRoots ? inlineScriptSources(deps.staticRoots) : []));
  const sessionCache = deps.database.kind === 'pglite' ? new SessionCache() : undefined;
  // A picture's bytes never change behind their hash: they carry their own year-long caching.
  app.use('/api/*', except('/api/images/*', noStore));
  // Every database call of a request shares one deadline: past it the request answers 503. A
  // supplier invoice stores up to 20 MB of attachments, which takes a slow branch PC several
  // seconds on its own: it gets UPLOAD_DEADLINE_FACTOR times as long.
  const deadlineMs = deps.dbDeadlineMs ?? DEFAULT_DB_DEADLINE_MS;
  app.use('/api/*', (c, next) =>
    withDeadline(
      UPLOAD_PATHS.has(c.req.path) ? deadlineMs * UPLOAD_DEADLINE_FACTOR : deadlineMs,
      next,
    ),
  );
  app.use('*', wellFormedPath);
  app.use('/api/*', async (c, next) => {
    c.set('database', deps.database);
    c.set('sessionCache', sessionCache);
    c.set('mail', deps.mail);
    await next();
  });
  app.use(
    '/api/pos/materials/invoice',
    bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge(MULTIPART_BODY_LIMIT) }),
  );
  app.use(CATALOGUE_IMPORT_PATH, bodyLimit({ maxSize: SHEET_MAX_BYTES, onError: importTooLarge }));
  for (const path of IMAGE_UPLOAD_PATHS)
    app.use(path, bodyLimit({ maxSize: IMAGE_BODY_LIMIT, onError: tooLarge(IMAGE_BODY_LIMIT) }));
  app.use(
    '/api/*',
    except(
      ['/api/pos/materials/invoice', CATALOGUE_IMPORT_PATH, ...IMAGE_UPLOAD_PATHS],
      bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(JSON_BODY_LIMIT) }),
    ),
  );

  const api = apiRoutes({
    trustProxy: deps.trustProxy ?? false,
    testHooks: deps.testHooks ?? false,
  });
  app.route('/api', api);

  const table = new RouteTable();
  for (const route of api.routes)
    if (route.method !== 'ALL') table.add(route.method, `/api${route.path}`);
  app.all('/api/*', (c) => {
    const allowed = table.allowed(c.req.path);
    if (allowed.length > 0) {
      throw new ApiError(405, 'request.method-not-allowed', {
        params: { method: c.req.method, allowed: allowed.join(', ') },
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw new ApiError(404, 'request.unknown-path', { params: { path: c.req.path } });
  });
  app.all('/api', () => {
    throw new ApiError(404, 'request.unknown-path', { params: { path: '/api' } });
  });

  mountInvoicePage(app, deps.database);
  mountZReportPage(app, deps.database);
  mountCreditNotePage(app, deps.database);
  if (deps.staticRoots) mountStaticApps(app, deps.staticRoots);
  app.notFound((c) => c.json({ message: `Nothing found at ${c.req.path}.` }, 404));
  return app;
}
