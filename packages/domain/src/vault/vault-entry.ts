// What the office may save as a vault: a title in both languages, the payment methods it
// takes (at least one), and a provider named in free text. A vault that takes cash is a cash
// drawer: shifts run on it.
import {
  type Bilingual,
  catalogTextProblem,
  type CatalogueCode,
} from '../catalogue/catalogue-entry.js';
import { PAYMENT_METHODS } from '../checkout/payment-choice.js';
import { type PaymentMethod } from '../checkout/payment-method.js';

/** A vault's title in one language. */
export const VAULT_TITLE_MAX_LENGTH = 80;
/** The provider (a bank, a terminal's company), free text. */
export const VAULT_PROVIDER_MAX_LENGTH = 120;

/** Why a vault is refused: the methods here, the title and provider as catalogue texts. */
export type VaultEntryCode = 'vault.method-required' | 'vault.method-unknown';

/** Why the server refuses to save, archive or pay into a vault. */
export type VaultManageCode =
  'vault.title-taken' | 'vault.archived' | 'vault.shift-open' | 'vault.method-not-taken';

/** A vault as the office saves it. */
export interface VaultEntry {
  readonly title: Bilingual;
  readonly methods: readonly string[];
  readonly provider: string;
}

/** Field path to what is wrong there. */
export type VaultProblems = Record<string, VaultEntryCode | CatalogueCode>;

/**
 * Whether a vault takes money paid by `method`: only the methods the office gave it.
 * @example vaultTakes({ methods: ['cash'] }, 'visa') // false
 */
export function vaultTakes(vault: { readonly methods: readonly string[] }, method: PaymentMethod) {
  return vault.methods.includes(method);
}

/** Whether a name is one of the payment methods. */
export function isPaymentMethod(name: string): name is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method === name);
}

/**
 * Every problem of a vault, by field path; empty when it may be saved.
 * @example vaultProblems({ title: { en: 'Till', ar: 'الدرج' }, methods: [], provider: '' }) // { methods: 'vault.method-required' }
 */
export function vaultProblems(vault: VaultEntry): VaultProblems {
  const problems: VaultProblems = {};
  for (const language of ['en', 'ar'] as const) {
    const problem = catalogTextProblem(vault.title[language], VAULT_TITLE_MAX_LENGTH);
    if (problem) problems[`title.${language}`] = problem;
  }
  if (vault.methods.length === 0) problems['methods'] = 'vault.method-required';
  else if (!vault.methods.every(isPaymentMethod)) problems['methods'] = 'vault.method-unknown';
  if (vault.provider.trim().length > VAULT_PROVIDER_MAX_LENGTH)
    problems['provider'] = 'catalogue.text-too-long';
  return problems;
}

/**
 * The methods a vault takes, each once, in the order the counter offers them.
 * @example vaultMethods(['visa', 'cash', 'visa']) // ['cash', 'visa']
 */
export function vaultMethods(methods: readonly string[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => methods.includes(method));
}

/**
 * Whether a vault taking these methods is a cash drawer (shifts run on it): it takes cash.
 * @example isCashDrawer(['cash', 'visa']) // true
 */
export function isCashDrawer(methods: readonly string[]): boolean {
  return methods.includes('cash');
}

/**
 * The one type a vault is listed under: cash for a cash drawer, else its first method.
 * @example vaultKind(['visa', 'online']) // 'visa'
 */
export function vaultKind(methods: readonly string[]): PaymentMethod | null {
  return vaultMethods(methods)[0] ?? null;
}
