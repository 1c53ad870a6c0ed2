// Turns every error into the contract's JSON error body. Client mistakes keep their 4xx;
// only real server faults answer 500, logged, without a stack trace in the answer.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { classifyDatabaseError } from '../db/deadline.js';
import { ApiError } from './api-error.js';
import { refusalMessage } from './refusal-messages.js';

/** Seconds a client is asked to wait after a 503 from the database. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Logs a server fault; replaceable in tests. */
export type FaultLogger = (error: unknown, path: string) => void;

/** Builds Hono's onError handler. */
export function jsonErrorHandler(logFault: FaultLogger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      const body = {
        code: error.code,
        message: error.message,
        ...(error.params === undefined ? {} : { params: error.params }),
        ...(error.errors === undefined ? {} : { errors: error.errors }),
        ...(error.fieldCodes === undefined ? {} : { field_codes: error.fieldCodes }),
      };
      return c.json(body, error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      // Hono raises these for requests it cannot read (a malformed body or header).
      return c.json(
        { code: 'request.malformed', message: refusalMessage('request.malformed') },
        status,
      );
    }
    const database = classifyDatabaseError(error);
    if (database) {
      // Not a fault of this server: the database is slow or away. The client may retry.
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      const code = `database.${database}` as const;
      return c.json({ code, message: refusalMessage(code) }, 503);
    }
    logFault(error, c.req.path);
    return c.json({ code: 'server.error', message: refusalMessage('server.error') }, 500);
  };
}
