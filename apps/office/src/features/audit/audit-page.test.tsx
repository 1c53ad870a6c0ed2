import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { pick } from '../../test/pick.js';
import { renderOffice } from '../../test/render-office.js';

afterEach(() => vi.restoreAllMocks());

describe('the audit log', () => {
  it("downloads the server's CSV of every row under the filters, not one page", async () => {
    const user = userEvent.setup();
    const data = officeData();
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:audit';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderOffice('/office/audit', { signedIn: true, data });
    await screen.findByRole('rowheader', { name: '25 Nov 2026, 10:15 AM' });
    await pick(user, document.body, /Change/, 'Employee added');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['lamaa-audit-2026-11-25.csv']));
    expect(await files[0]?.text()).toBe('when,who\n2026-11-25 10:15,Noor owner\n');
    expect(data.bodies.at(-1)?.body).toBe('action=employee.create&format=csv');
  });

  it('lists the changes with who, when and what changed, and filters by kind', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/audit', { signedIn: true, data });
    const added = (await screen.findByRole('rowheader', { name: '25 Nov 2026, 10:15 AM' })).closest(
      'tr',
    );
    expect(added?.textContent).toContain('Noor owner');
    expect(added?.textContent).toContain('Employee added');
    expect(added?.textContent).toContain('role: cashier');
    const changed = screen.getByRole('rowheader', { name: '25 Nov 2026, 10:00 AM' }).closest('tr');
    expect(changed?.textContent).toContain('trn: — → 100123456700003');

    await pick(user, document.body, /Change/, 'Business details changed');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: '25 Nov 2026, 10:15 AM' })).toBeNull(),
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
    const row = (
      await screen.findByRole('rowheader', { name: /^25\u200f\/11\u200f\/2026، 10:15 ص$/ })
    ).closest('tr');
    expect(row?.textContent).toContain('إضافة موظف');
    expect(row?.textContent).toContain('نور');
  });
});
