// The text of the fields a server refused (its `field_codes`), for a screen that shows them
// together in a toast or a banner rather than each on its field.
import type { Refusal } from '@lamaa/domain';
import { refusalKey } from './refusal-key.js';
import type { MessageKey } from './resources/en.js';
import type { MessageValues } from './use-messages.js';

/** What the text reads of a server's error body. */
export interface FieldRefusals {
  readonly code?: string | undefined;
  readonly field_codes?: Readonly<Record<string, Refusal>> | undefined;
}

/**
 * Each field of a body the server found out of shape (`validation.failed`) as "label: text"
 * in the interface language (the text alone for a field the screen has no label for), in the
 * server's order; null for another refusal (its own text says more) or when no field is named.
 * @example fieldRefusalText(t, { code: 'validation.failed', field_codes: { address: { code: 'field.too-long', params: { max: 500 } } } }, () => 'Address') // 'Address: Too long: the most characters allowed is 500.'
 */
export function fieldRefusalText(
  t: (key: MessageKey, values?: MessageValues) => string,
  body: FieldRefusals | undefined,
  labelOf: (path: string) => string | undefined,
): string | null {
  if (body?.code !== 'validation.failed') return null;
  const lines = Object.entries(body.field_codes ?? {}).map(([path, refusal]) => {
    const text = t(refusalKey(refusal.code), refusal.params ?? {});
    const label = labelOf(path);
    return label === undefined ? text : `${label}: ${text}`;
  });
  return lines.length > 0 ? lines.join(' ') : null;
}
