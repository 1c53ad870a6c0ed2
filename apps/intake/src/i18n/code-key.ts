import type { ApiMessage, ApiMessageKey } from '@lamaa/api-client';
import type {
  AttachmentCode,
  BarcodeCode,
  InvoiceError,
  MaterialLineCode,
  SupplierCode,
} from '@lamaa/domain';
import { type MessageKey, refusalKey } from '@lamaa/ui';
import type { IntakeKey } from './intake-en.js';
import type { IntakeTranslate } from './use-intake-text.js';

/** Every code the intake rules can refuse with. */
export type IntakeCode =
  BarcodeCode | MaterialLineCode | SupplierCode | AttachmentCode | InvoiceError['code'];

/**
 * The codes whose text has another key than the code itself; every other intake code is its
 * own key in intake-en.ts (checked below), so the map stays short on /scan's first load.
 */
const RENAMED = {
  'intake.line-not-found': 'intake.fill-required-fields',
  'attachment.invalid-type': 'errors.invalid-file-type',
  'attachment.too-large': 'errors.file-too-large',
  'attachment.duplicate': 'errors.file-already-attached',
  'intake.invoice-failed': 'errors.create-invoice-failed',
  'intake.invalid-response': 'errors.invalid-response',
} as const satisfies Partial<Record<IntakeCode, IntakeKey | MessageKey>>;

// Fails to compile when a code that is not renamed has no intake text of the same name.
const EVERY_CODE_HAS_A_TEXT: Exclude<IntakeCode, keyof typeof RENAMED> extends IntakeKey
  ? true
  : never = true;
void EVERY_CODE_HAS_A_TEXT;

/** The message key of a refusal code of the domain's intake rules. */
export function codeKey(code: IntakeCode): IntakeKey | MessageKey {
  const renamed: Partial<Record<IntakeCode, IntakeKey | MessageKey>> = RENAMED;
  return renamed[code] ?? (code as Exclude<IntakeCode, keyof typeof RENAMED>);
}

/** The kit's key for each of the client's fallback messages this screen can meet. */
const API_KEYS: Partial<Readonly<Record<ApiMessageKey, MessageKey>>> = {
  'api.fetch-materials-failed': 'errors.fetch-materials-failed',
  'api.fetch-suppliers-failed': 'errors.fetch-suppliers-failed',
  'api.add-supplier-failed': 'errors.add-supplier-failed',
  'api.create-invoice-failed': 'errors.create-invoice-failed',
  'api.invalid-response': 'errors.invalid-response',
};

/**
 * The text of a client message: a server refusal by its code in the interface language (a
 * generic text for an unknown code), the words of a server that sent no code as they are, our
 * fallbacks translated (a fallback this screen does not know reads as 'Failed to create invoice').
 */
export function apiMessageText(message: ApiMessage, t: IntakeTranslate): string {
  if (message.kind === 'code') return t(refusalKey(message.code), message.params);
  if (message.kind === 'text') return message.text;
  return t(API_KEYS[message.key] ?? 'errors.create-invoice-failed', message.params);
}
