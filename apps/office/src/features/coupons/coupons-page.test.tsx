import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponsData, couponsHandlers } from '../../test/coupons-fake.js';
import { renderOffice } from '../../test/render-office.js';

const input = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText<HTMLInputElement>(label);

describe('the coupons screen', () => {
  it('keeps what was typed through its own check and the server’s refusal, then adds the coupon', async () => {
    const user = userEvent.setup();
    const data = couponsData();
    renderOffice('/office/coupons', { signedIn: true, handlers: couponsHandlers(data) });
    const row = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr');
    expect(row?.textContent).toContain('10 %');
    expect(row?.textContent).toContain('Orders from 100');
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    await user.type(input(dialog, /^Code/), 'welcome10');
    await user.type(input(dialog, /^Percent off/), '150');
    await user.type(input(dialog, /^Uses per customer/), '1');
    await user.type(input(dialog, /^First day/), '2026-12-10');
    await user.type(input(dialog, /^Last day/), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A percentage coupon takes at most 100 %.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The last day may not be before the first day.')).toBeTruthy();
    expect(data.bodies).toEqual([]);
    expect(input(dialog, /^Code/).value).toBe('welcome10');
    expect(input(dialog, /^Percent off/).value).toBe('150');
    expect(input(dialog, /^Last day/).value).toBe('2026-12-01');

    await user.clear(input(dialog, /^Percent off/));
    await user.type(input(dialog, /^Percent off/), '12.5');
    await user.clear(input(dialog, /^Last day/));
    await user.type(input(dialog, /^Last day/), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another coupon of the business already has this code.'),
    ).toBeTruthy();
    expect(input(dialog, /^Code/).value).toBe('welcome10');
    expect(input(dialog, /^Percent off/).value).toBe('12.5');

    await user.clear(input(dialog, /^Code/));
    await user.type(input(dialog, /^Code/), 'once-only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(2));
    expect(data.bodies[1]?.body).toEqual({
      code: 'ONCE-ONLY',
      type: 'Percentage',
      value: 12.5,
      minimum_total: 0,
      valid_from: '2026-12-10',
      valid_to: '2026-12-31',
      total_uses: null,
      uses_per_customer: 1,
      branch_ids: [],
      is_active: true,
      is_archived: false,
    });
    const added = (await screen.findByRole('rowheader', { name: 'ONCE-ONLY' })).closest('tr');
    expect(added?.textContent).toContain('2026-12-10 – 2026-12-31');
    expect(added?.textContent).toContain('Per customer: 1');
  });

  it('archives a coupon rather than deleting it', async () => {
    const user = userEvent.setup();
    const data = couponsData();
    renderOffice('/office/coupons', { signedIn: true, handlers: couponsHandlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon' });
    expect(input(dialog, /^Minimum order total/).value).toBe('100');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Archived' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    expect(data.bodies[0]).toMatchObject({
      method: 'PUT',
      path: '/office/coupons/1',
      body: { code: 'WELCOME10', value: 10, minimum_total: 100, is_archived: true },
    });
    const row = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('Archived'));
  });

  it('says what to fix in Arabic, right to left, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const data = couponsData();
    renderOffice('/office/coupons', {
      signedIn: true,
      language: 'ar',
      handlers: couponsHandlers(data),
    });
    expect(await screen.findByRole('rowheader', { name: 'WELCOME10' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    await user.click(screen.getByRole('button', { name: 'إضافة قسيمة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة قسيمة' });
    await user.type(input(dialog, /^الرمز/), 'EID');
    await user.type(input(dialog, /^نسبة الخصم/), '101');
    await user.type(input(dialog, /^الاستخدامات لكل عميل/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('قسيمة النسبة أقصاها 100 ٪.')).toBeTruthy();
    expect(
      within(dialog).getByText('حد الاستخدام رقم صحيح من 1؛ اتركه فارغًا لغير محدود.'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    expect(input(dialog, /^الرمز/).value).toBe('EID');
    expect(input(dialog, /^نسبة الخصم/).value).toBe('101');
  });

  it('shows a manager the business-wide coupon without Edit, and starts theirs on their branch', async () => {
    const user = userEvent.setup();
    const data = couponsData();
    renderOffice('/office/coupons', {
      signedIn: true,
      role: 'manager',
      handlers: couponsHandlers(data),
    });
    const row = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr');
    expect(row?.textContent).toContain('Set by the owner (beyond your branch)');
    expect(within(row as HTMLElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    const own = await within(dialog).findByRole('checkbox', { name: 'Al Quoz' });
    expect((own as HTMLInputElement).checked).toBe(true);
  });
});
