import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { pick } from '../../test/pick.js';
import { renderOffice } from '../../test/render-office.js';

describe('the audit log', () => {
  it('lists the changes with who, when and what changed, and filters by kind', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/audit', { signedIn: true, data });
    const added = (await screen.findByRole('rowheader', { name: '2026-11-25 10:15' })).closest(
      'tr',
    );
    expect(added?.textContent).toContain('Noor owner');
    expect(added?.textContent).toContain('Employee added');
    expect(added?.textContent).toContain('role: cashier');
    const changed = screen.getByRole('rowheader', { name: '2026-11-25 10:00' }).closest('tr');
    expect(changed?.textContent).toContain('trn: — → 100123456700003');

    await pick(user, document.body, /Change/, 'Business details changed');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: '2026-11-25 10:15' })).toBeNull(),
    );
    expect(data.bodies.at(-1)).toEqual({
      method: 'GET',
      path: '/office/audit',
      body: 'page=1&per_page=25&action=business.update',
    });
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/audit', { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'سجل التدقيق' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: '2026-11-25 10:15' })).closest('tr');
    expect(row?.textContent).toContain('إضافة موظف');
    expect(row?.textContent).toContain('نور');
  });
});
