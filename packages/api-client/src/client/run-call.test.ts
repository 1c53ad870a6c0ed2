import { describe, expect, it } from 'vitest';
import { idSchema } from '../schemas/shared-schemas.js';
import { runCall } from './run-call.js';

/** An openapi-fetch result answering 200 with `data`. */
const answered = (data: unknown) => () =>
  Promise.resolve({ data, response: new Response(null, { status: 200 }) });

describe('runCall with a schema still loading', () => {
  it('parses with the schema once it has loaded', async () => {
    const later = new Promise<typeof idSchema>((resolve) => setTimeout(() => resolve(idSchema), 5));
    expect(await runCall(answered('42'), later)).toEqual({ data: 42 });
  });

  it('reads a schema that fails to load (a lost chunk) as a network error', async () => {
    const lost = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await runCall(answered(42), lost)).toEqual({
      error: { kind: 'network', message: 'Failed to fetch dynamically imported module' },
    });
  });
});
