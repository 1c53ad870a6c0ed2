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

/** The message key of each refusal code of the domain's intake rules. */
export const CODE_KEYS: Readonly<Record<IntakeCode, IntakeKey | MessageKey>> = {
  'intake.barcode-required': 'intake.barcode-required',
  'intake.quantity-invalid': 'intake.quantity-invalid',
  'intake.barcode-quantity-required': 'intake.barcode-quantity-required',
  'intake.barcode-exists': 'intake.barcode-exists',
  'intake.line-not-found': 'intake.fill-required-fields',
  'intake.material-price-required': 'intake.material-price-required',
  'intake.material-required': 'intake.material-required',
  'intake.material-not-found': 'intake.material-not-found',
  'intake.price-invalid': 'intake.price-invalid',
  'intake.barcode-item-required': 'intake.barcode-item-required',
  'intake.supplier-name-required': 'intake.supplier-name-required',
  'intake.supplier-name-too-long': 'intake.supplier-name-too-long',
  'intake.supplier-description-too-long': 'intake.supplier-description-too-long',
  'attachment.invalid-type': 'errors.invalid-file-type',
  'attachment.too-large': 'errors.file-too-large',
  'attachment.duplicate': 'errors.file-already-attached',
  'intake.branch-required': 'intake.branch-required',
  'intake.supplier-required': 'intake.supplier-required',
  'intake.items-required': 'intake.items-required',
  'intake.invoice-failed': 'errors.create-invoice-failed',
  'intake.invalid-response': 'errors.invalid-response',
};

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
