// A 422 for a domain check that names several fields at once (a service and its options).
import type { RefusalCode } from '@lamaa/domain';
import { ApiError } from './api-error.js';
import { refusalMessage } from './refusal-messages.js';

/**
 * Throws 422 when `problems` names any field: the answer's code is the first field's, and
 * `errors` gives every field its English message. Does nothing when there are none.
 */
export function refuseProblems(problems: Readonly<Record<string, RefusalCode>>): void {
  const entries = Object.entries(problems);
  const first = entries[0];
  if (!first) return;
  const errors = Object.fromEntries(
    entries.map(([field, code]) => [field, [refusalMessage(code)]]),
  );
  throw new ApiError(422, first[1], { errors });
}
