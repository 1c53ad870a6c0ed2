/** A record the server created: any fields, but surely an id. */
export type CreatedRecord = Readonly<Record<string, unknown>> & { readonly id: number | string };

/** True for a plain object. */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for an id the server could have given: a positive whole number or non-empty text. */
function isId(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
    (typeof value === 'string' && value.trim() !== '')
  );
}

/**
 * Reads a created record from a response that carries it in a `data` wrapper or at the top
 * level, or null when neither has an id.
 * @example toCreatedRecord({ data: { id: 9, name: 'Sara' } }) // { id: 9, name: 'Sara' }
 */
export function toCreatedRecord(body: unknown): CreatedRecord | null {
  if (!isRecord(body)) return null;
  const wrapped = body['data'];
  for (const record of isRecord(wrapped) ? [wrapped, body] : [body]) {
    const id = record['id'];
    if (isId(id)) return { ...record, id };
  }
  return null;
}
