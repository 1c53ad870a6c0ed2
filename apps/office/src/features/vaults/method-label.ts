import type { PaymentMethod } from '@lamaa/domain';
import type { OfficeKey } from '../../shared/i18n/office-en.js';

/** The name of each payment method a vault may take. */
export const METHOD_KEYS: Readonly<Record<PaymentMethod, OfficeKey>> = {
  cash: 'office.vault-method-cash',
  visa: 'office.vault-method-visa',
  online: 'office.vault-method-online',
  bank_account: 'office.vault-method-bank_account',
};
