import type { AuditAction } from '@lamaa/domain';
import type { OfficeKey } from '../../shared/i18n/office-en.js';

/** The text key of a kind of change: 'employee.password-link' → 'office.action-employee-password-link'. */
export function actionKey(action: AuditAction): OfficeKey {
  return `office.action-${action.replace('.', '-')}` as OfficeKey;
}

/** A value of a before/after record as one short line. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What a change changed, one line a field: 'field: before → after' for the fields whose value
 * differs (every field of a record that was only created or only removed).
 * @example changedFields({ role: 'cashier' }, { role: 'manager' }) // ['role: cashier → manager']
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) =>
      before === null
        ? `${key}: ${shown(after?.[key])}`
        : `${key}: ${shown(before[key])} → ${shown(after?.[key])}`,
    );
}
