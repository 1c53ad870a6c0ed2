import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { pick } from '../../test/pick.js';
import { renderOffice } from '../../test/render-office.js';

describe('the branches screen', () => {
  it('adds a branch outside the UAE, asking for its city instead of an emirate', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/branches', { signedIn: true, data });
    expect(await screen.findByRole('rowheader', { name: 'Al Quoz' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
    await user.type(within(dialog).getByLabelText(/Name \(English\)/), 'Olaya');
    await user.type(within(dialog).getByLabelText(/Name \(Arabic\)/), 'العليا');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the emirate of this branch.')).toBeTruthy();
    expect(data.bodies).toEqual([]);

    await pick(user, dialog, /Time zone/, 'Saudi Arabia (Riyadh time)');
    expect(within(dialog).queryByRole('button', { name: /Emirate/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the city of this branch.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/City/), 'Riyadh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Olaya' })).toBeTruthy();
    expect(data.bodies).toEqual([
      {
        method: 'POST',
        path: '/office/branches',
        body: {
          name: { en: 'Olaya', ar: 'العليا' },
          time_zone: 'Asia/Riyadh',
          emirate: null,
          city: 'Riyadh',
          address: '',
          phone: '',
        },
      },
    ]);
  });

  it('shows the branches in Arabic with their emirate and zone', async () => {
    renderOffice('/office/branches', { signedIn: true, language: 'ar' });
    const row = (await screen.findByRole('rowheader', { name: 'القوز' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('دبي'));
    expect(row?.textContent).toContain('الإمارات (توقيت دبي)');
    expect(within(row as HTMLElement).getByRole('button', { name: 'تعديل القوز' })).toBeTruthy();
  });

  it('is not there for a manager', async () => {
    renderOffice('/office/branches', { signedIn: true, role: 'manager' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeTruthy();
  });
});
