// Which kit text shows each server refusal code: 'server.' and the code with dashes. A type
// check makes a new code fail to compile until it has English and Arabic.
import type { Refusal, RefusalCode } from '@lamaa/domain';
import type { MessageKey } from './resources/en.js';

/** A refusal code with its dots as dashes: 'slot.full' → 'slot-full'. */
type Dashed<Code extends string> = Code extends `${infer Head}.${infer Tail}`
  ? `${Head}-${Dashed<Tail>}`
  : Code;

/** The kit text of each refusal code: `server.` and the code with dashes. */
type RefusalKeyOf<Code extends string> = `server.${Dashed<Code>}`;

// Fails to compile until every code has an English text (and so, by refusal-ar.ts's type, an
// Arabic one).
const EVERY_CODE_HAS_A_TEXT: RefusalKeyOf<RefusalCode> extends MessageKey ? true : never = true;
void EVERY_CODE_HAS_A_TEXT;

/**
 * The message key of a server refusal, computed rather than listed so the list stays in the
 * lazily loaded texts. A code this build has no text for reads as the generic `server.refused`
 * (create-i18n.ts's missing-key rule), so the server's English sentence is never shown.
 * @example refusalKey('slot.full') // 'server.slot-full'
 */
export function refusalKey(code: string): MessageKey {
  return `server.${code.replaceAll('.', '-')}` as MessageKey;
}

/** The key and interpolation values of a refusal, ready for `t(key, values)`. */
export function refusalText(refusal: Refusal): {
  key: MessageKey;
  values: Readonly<Record<string, string | number>>;
} {
  return { key: refusalKey(refusal.code), values: refusal.params ?? {} };
}
