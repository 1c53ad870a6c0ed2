// An audit row's values as lines a person reads in their language: the counter's and the
// approvals' fields by name, money as AED, approval kinds and payment methods as words, and an
// approval given says whether it was used. Fields without a name keep their own.
import type { AuditEntry } from '@lamaa/api-client';
import { aedToFils, APPROVAL_KINDS, type Language } from '@lamaa/domain';
import { formatMoney } from '@lamaa/ui';
import { officeEn, type OfficeKey } from '../../shared/i18n/office-en.js';
import type { OfficeText } from '../../shared/i18n/use-office-text.js';
import { changedFields } from './audit-text.js';

/** Fields whose values are AED amounts. */
const MONEY_FIELDS = new Set(['total', 'paid', 'amount', 'discount', 'subtotal', 'variance']);

/** Fields whose values are Latin codes (plates, document numbers), read left to right in Arabic too. */
const LATIN_FIELDS = new Set(['vehicle', 'order_number', 'credit_note', 'z_number']);

/** One line of an audit row's details. */
export interface DetailLine {
  readonly label: string;
  readonly value: string;
  /** A plate or document number: "3 92229" stays in that order on an Arabic screen. */
  readonly isLatin?: boolean;
}

const knownKey = (key: string): key is OfficeKey => Object.hasOwn(officeEn, key);

function shownValue(field: string, value: unknown, t: OfficeText, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') {
    const fils = aedToFils(value);
    if (fils.ok) return formatMoney(fils.value, language);
  }
  if (field === 'approved' && typeof value === 'string') {
    return value
      .split(', ')
      .map((kind) => (APPROVAL_KINDS.some((known) => known === kind) ? kindText(kind, t) : kind))
      .join(t('office.list-and'));
  }
  if (field === 'method' && typeof value === 'string') {
    return value
      .split('+')
      .map((method) => {
        const key = `office.vault-method-${method}`;
        return knownKey(key) ? t(key) : method;
      })
      .join(' + ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An approval kind as words: 'large-discount' → 'a large discount'. */
export function kindText(kind: string, t: OfficeText): string {
  const key = `office.approval-kind-${kind}`;
  return knownKey(key) ? t(key) : kind;
}

/**
 * The lines of a row. A row the office wrote keeps 'field: before → after' per changed field;
 * a row of the counter (no before) names each field and shows its value in the language.
 */
export function detailLines(entry: AuditEntry, t: OfficeText, language: Language): DetailLine[] {
  if (entry.before !== null || entry.after === null) {
    return changedFields(entry.before, entry.after).map((line) => ({ label: '', value: line }));
  }
  const after = entry.after;
  const lines = Object.keys(after)
    // The cashier is named; their id is for the CSV.
    .filter((field) => !(field === 'cashier_id' && 'cashier' in after))
    .map((field): DetailLine => {
      const key = `office.audit-field-${field}`;
      return {
        label: knownKey(key) ? t(key) : field,
        value: shownValue(field, after[field], t, language),
        isLatin: LATIN_FIELDS.has(field),
      };
    });
  if (entry.approval_status) {
    lines.push({ label: '', value: t(`office.audit-approval-${entry.approval_status}`) });
  }
  return lines;
}
