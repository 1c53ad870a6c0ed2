import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { officeData } from '../../test/office-fake.js';
import { pick } from '../../test/pick.js';
import { renderOffice } from '../../test/render-office.js';

describe('the staff screen', () => {
  it('adds a cashier and shows the one-time link with Copy', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/staff', { signedIn: true, data });
    expect(await screen.findByRole('rowheader', { name: 'Sami Cashier' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
    await user.type(within(dialog).getByLabelText(/Name \(English\)/), 'Huda Saleh');
    await user.type(within(dialog).getByLabelText(/Name \(Arabic\)/), 'هدى صالح');
    await user.type(within(dialog).getByLabelText(/Email/), 'huda@lamaa.test');
    await pick(user, dialog, /Role/, 'Cashier');
    await pick(user, dialog, /Branch/, 'Al Quoz');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));

    const link = await screen.findByRole('dialog', { name: 'Set-password link for Huda Saleh' });
    const url = `${window.location.origin}/office/set-password#token=link-12`;
    expect(within(link).getByLabelText(/One-time set-password link/)).toHaveProperty('value', url);
    // 08:00 UTC on the branch's clock (Dubai), whatever zone the browser keeps.
    expect(link.textContent).toContain('until 29 Nov 2026, 12:00 PM;');
    await user.click(within(link).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(url);
    // Without a mail server the dialog says nothing of e-mail.
    expect(within(link).queryByText(/e-mailed/)).toBeNull();
    expect(data.bodies).toContainEqual({
      method: 'POST',
      path: '/office/employees',
      body: {
        name: { en: 'Huda Saleh', ar: 'هدى صالح' },
        email: 'huda@lamaa.test',
        role: 'cashier',
        branch_id: 1,
      },
    });
  });

  it('says the link was also e-mailed, or that it must be copied', async () => {
    const user = userEvent.setup();
    const data = officeData();
    data.linkMail = 'sent';
    renderOffice('/office/staff', { signedIn: true, data });
    await user.click(await screen.findByRole('button', { name: 'New password link Sami Cashier' }));
    const sent = await screen.findByRole('dialog', { name: 'Set-password link for Sami Cashier' });
    expect(within(sent).getByText('It was also e-mailed to sami@lamaa.test.')).toBeTruthy();
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    data.linkMail = 'failed';
    await user.click(screen.getByRole('button', { name: 'New password link Sami Cashier' }));
    const failed = await screen.findByRole('dialog', {
      name: 'Set-password link for Sami Cashier',
    });
    expect(
      within(failed).getByText(
        'It could not be e-mailed to sami@lamaa.test: copy it and pass it on.',
      ),
    ).toBeTruthy();
  });

  it('asks for what is missing before sending, in the dialog', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/staff', { signedIn: true, data });
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add employee' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(data.bodies).toEqual([]);
  });

  it('marks the email taken by someone else in Arabic, keeping what was typed', async () => {
    const user = userEvent.setup();
    const data = officeData();
    const taken = assertContractAnswer('POST', '/office/employees', 409, {
      code: 'staff.email-taken',
      message: 'This email already belongs to an employee.',
    });
    renderOffice('/office/staff', {
      signedIn: true,
      language: 'ar',
      data,
      handlers: [
        http.post(`${API}/office/employees`, () => HttpResponse.json(taken, { status: 409 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'إضافة موظف' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة موظف' });
    await user.type(within(dialog).getByLabelText(/الاسم \(بالإنجليزية\)/), 'Sami Two');
    await user.type(within(dialog).getByLabelText(/الاسم \(بالعربية\)/), 'سامي');
    const email = within(dialog).getByLabelText<HTMLInputElement>(/البريد الإلكتروني/);
    await user.type(email, 'sami@lamaa.test');
    await pick(user, dialog, /الصلاحية/, 'أمين الصندوق');
    await pick(user, dialog, /الفرع/, 'القوز');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة موظف' }));
    expect(await within(dialog).findByText('هذا البريد الإلكتروني مسجّل لموظف آخر.')).toBeTruthy();
    expect(within(dialog).getByText(/بعض البيانات تحتاج إلى تصحيح/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('sami@lamaa.test');
  });

  it("changes a cashier's role", async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/staff', { signedIn: true, data });
    await user.click(await screen.findByRole('button', { name: 'Change Sami Cashier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role or branch' });
    await pick(user, dialog, /Role/, 'Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sami Cashier was updated')).toBeTruthy();
    expect(data.bodies).toContainEqual({
      method: 'PATCH',
      path: '/office/employees/6',
      body: { role: 'manager', branch_id: 1 },
    });
  });

  it('offers a manager only the roles below theirs', async () => {
    const user = userEvent.setup();
    renderOffice('/office/staff', { signedIn: true, role: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
    await user.click(within(dialog).getByRole('button', { name: /Role/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Cashier', 'Store-keeper']);
  });

  it('deactivates after asking, and never offers it on oneself', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/staff', { signedIn: true, data });
    const owner = (await screen.findByRole('rowheader', { name: 'Noor owner' })).closest('tr');
    expect(within(owner as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deactivate Sami Cashier' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Sami Cashier?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Sami Cashier was deactivated')).toBeTruthy();
    expect(data.bodies).toContainEqual({
      method: 'PATCH',
      path: '/office/employees/6',
      body: { active: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reactivate Sami Cashier' })).toBeTruthy(),
    );
  });
});
