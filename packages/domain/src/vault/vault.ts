import type { Language } from '../locale/choose-language.js';

/** A payment account as GET /pos/vaults lists it (only the fields the choice needs are required). */
export interface Vault {
  readonly id: number;
  readonly title?: string | null;
  readonly name?: string | { readonly en?: string | null; readonly ar?: string | null } | null;
  readonly type?: string | null;
  readonly sub_type?: string | null;
  readonly balance?: number | null;
  readonly vault_provider?: string | null;
}

const HIDDEN_TITLE = 'pety cash';

function clean(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** Arabic keeps its marks (a stripped «نقدًا» reads wrong); only its whitespace is collapsed. */
function cleanArabic(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

/**
 * The vault's display title in the language on screen. In English: the English name, else the
 * title, else a plain name, else the Arabic name, accents stripped (NFD without combining
 * marks) and whitespace collapsed. In Arabic: the Arabic name first, then the same order.
 * @example vaultTitle({ id: 1, name: { en: '  Café   Till ' } }) // 'Cafe Till'
 * @example vaultTitle({ id: 1, name: { en: 'Main till', ar: 'الصندوق' } }, 'ar') // 'الصندوق'
 */
export function vaultTitle(vault: Vault, language: Language = 'en'): string {
  const name = vault.name;
  const arabic = typeof name === 'object' && name !== null ? name.ar : null;
  if (language === 'ar' && cleanArabic(arabic) !== '') return cleanArabic(arabic);
  const english = typeof name === 'object' && name !== null ? name.en : null;
  const plain = typeof name === 'string' ? name : null;
  for (const candidate of [english, vault.title, plain, arabic]) {
    const text = clean(candidate);
    if (text !== '') return text;
  }
  return '';
}

/** The vault's type: sub_type when present, else type. */
export function vaultType(vault: Vault): string | null {
  const sub = vault.sub_type;
  if (typeof sub === 'string' && sub !== '') return sub;
  return vault.type ?? null;
}

/** Vaults titled 'pety cash' (any case, any spacing) are hidden from the vault choice. */
export function visibleVaults(vaults: readonly Vault[]): Vault[] {
  return vaults.filter((vault) => {
    const titles = [vault.title, vaultTitle(vault)];
    return !titles.some((t) => clean(t).toLowerCase() === HIDDEN_TITLE);
  });
}
