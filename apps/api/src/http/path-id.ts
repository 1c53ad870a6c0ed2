// Ids in paths (/pos/{id}, /meta/car_models/{brandId}): text that is no whole number is a
// malformed request (400), while digits beyond every id are well formed and simply name
// nothing (404), as they would in a body naming a row that does not exist.
import type { RefusalCode } from '@lamaa/domain';
import { z } from 'zod';
import { notFound } from './api-error.js';
import { idField, MAX_ID } from './fields.js';
import { validate } from './read-body.js';

/**
 * Reads the path parameter `name` as an id: 400 naming it when it is not a whole number,
 * 404 "`what` not found." when it is digits beyond MAX_ID.
 */
export function pathId(
  params: Record<string, string | undefined>,
  name: string,
  label: string,
  what: RefusalCode,
): number {
  const value = params[name];
  if (value !== undefined && /^\d+$/.test(value) && Number(value) > MAX_ID) throw notFound(what);
  const parsed = validate(z.object({ [name]: idField(label) }), { [name]: value }, 400);
  return parsed[name] as number;
}
