import { AUDIT_ACTIONS } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { officeEn } from '../../shared/i18n/office-en.js';
import { actionKey, changedFields } from './audit-text.js';

describe('audit texts', () => {
  it('has a text for every kind of change the log records', () => {
    for (const action of AUDIT_ACTIONS) expect(officeEn, action).toHaveProperty(actionKey(action));
  });

  it('lists only the fields a change changed, before and after', () => {
    expect(
      changedFields({ role: 'cashier', email: 'a@b.ae' }, { role: 'manager', email: 'a@b.ae' }),
    ).toEqual(['role: cashier → manager']);
    expect(changedFields(null, { name: { en: 'Al Quoz' }, phone: '' })).toEqual([
      'name: {"en":"Al Quoz"}',
      'phone: —',
    ]);
    expect(changedFields({ active: true }, { active: false })).toEqual(['active: true → false']);
  });
});
