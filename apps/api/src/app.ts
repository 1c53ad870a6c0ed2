// Builds the whole HTTP application: security headers, the /api routes with their limits,
// JSON errors, and the built browser apps when they exist.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { Database } from './db/database.js';
import { ApiError } from './http/api-error.js';
import type { AppEnv } from './http/app-env.js';
import { type FaultLogger, jsonErrorHandler } from './http/json-errors.js';
import { RouteTable } from './http/route-table.js';
import { securityHeaders } from './http/security-headers.js';
import { apiRoutes } from './routes/api-routes.js';
import { SessionCache } from './services/session-cache.js';
import { inlineScriptSources, mountStaticApps, type StaticRoots } from './static-apps.js';

/** The largest JSON body accepted. */
export const JSON_BODY_LIMIT = 256 * 1024;
/** The largest multipart invoice accepted (several attachments of at most 10 MB each). */
export const MULTIPART_BODY_LIMIT = 60 * 1024 * 1024;

/** What the app needs from outside. */
export interface AppDeps {
  readonly database: Database;
  readonly staticRoots?: StaticRoots | undefined;
  readonly logFault?: FaultLogger | undefined;
  readonly trustProxy?: boolean | undefined;
}

const tooLarge = (limit: number) => () => {
  // The unread rest of the body makes the connection unusable: tell the client to close it.
  throw new ApiError(
    413,
    `The request body is too large (the limit is ${Math.round(limit / 1024)} KB).`,
    undefined,
    { Connection: 'close' },
  );
};

/** Creates the Hono app for a database; the caller serves it and closes the database. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const logFault =
    deps.logFault ?? ((error, path) => console.error(`[api] fault on ${path}:`, error));
  app.onError(jsonErrorHandler(logFault));
  app.use('*', securityHeaders(deps.staticRoots ? inlineScriptSources(deps.staticRoots) : []));
  const sessionCache = deps.database.kind === 'pglite' ? new SessionCache() : undefined;
  app.use('/api/*', async (c, next) => {
    c.set('database', deps.database);
    c.set('sessionCache', sessionCache);
    await next();
  });
  app.use(
    '/api/pos/materials/invoice',
    bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge(MULTIPART_BODY_LIMIT) }),
  );
  app.use(
    '/api/*',
    except(
      '/api/pos/materials/invoice',
      bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(JSON_BODY_LIMIT) }),
    ),
  );

  const api = apiRoutes({ trustProxy: deps.trustProxy ?? false });
  app.route('/api', api);

  const table = new RouteTable();
  for (const route of api.routes)
    if (route.method !== 'ALL') table.add(route.method, `/api${route.path}`);
  app.all('/api/*', (c) => {
    const allowed = table.allowed(c.req.path);
    if (allowed.length > 0) {
      throw new ApiError(
        405,
        `The ${c.req.method} method is not supported here. Use ${allowed.join(' or ')}.`,
        undefined,
        {
          Allow: allowed.join(', '),
        },
      );
    }
    throw new ApiError(404, `There is no API path ${c.req.path}.`);
  });
  app.all('/api', () => {
    throw new ApiError(404, 'There is no API path /api. See /api/health.');
  });

  if (deps.staticRoots) mountStaticApps(app, deps.staticRoots);
  app.notFound((c) => c.json({ message: `Nothing found at ${c.req.path}.` }, 404));
  return app;
}
