// Reads a multipart/form-data body: 415 for another type, 400 when it cannot be parsed.
import type { Context } from 'hono';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/** A parsed form field: text, a file, or several of them. */
export type FormValue = string | File | (string | File)[];

/** The form's fields, every value kept (repeated names become lists). */
export async function readMultipart(c: Context<AppEnv>): Promise<Record<string, FormValue>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'request.not-multipart');
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'request.multipart-unreadable');
  }
}
