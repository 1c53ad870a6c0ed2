import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/fake-api.js';
import { renderOffice } from '../test/render-office.js';

/** The names of the header's section links. */
async function sectionLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('who sees the office', () => {
  it('asks a visitor without a session to sign in, then shows the office there', async () => {
    const { fake } = renderOffice('/office/audit');
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    expect(fake.calls).not.toContain('profile');
    await userEvent.type(screen.getByLabelText(/Email/), 'owner@lamaa.test');
    await userEvent.type(screen.getByLabelText(/Password/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await sectionLinks()).toEqual([
      'Business',
      'Branches',
      'Staff',
      'Audit log',
      'Services',
      'Price grid',
      'Packages',
      'Products',
      'Suppliers and materials',
      'VAT report',
      'Plans',
      'Sold plans',
      'Plan report',
      'Shifts',
      'Coupons',
      'Vaults',
      'Opening hours',
      'Import and export',
    ]);
    expect(document.cookie).toContain('lamaa_token=token-owner');
    expect(JSON.parse(window.localStorage.getItem('lamaa.user') ?? '{}')).toMatchObject({
      role: 'owner',
    });
  });

  it('keeps a wrong password on the sign-in page with the reason', async () => {
    renderOffice('/office');
    await userEvent.type(await screen.findByLabelText(/Email/), 'owner@lamaa.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Sign-in failed/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('marks both empty fields at once, each on its field', async () => {
    const { fake } = renderOffice('/office');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fake.calls).not.toContain('login');
  });

  it("takes the POS's session and reads the role afresh from the profile", async () => {
    const { fake } = renderOffice('/office', { signedIn: true, role: 'manager' });
    expect(await sectionLinks()).toEqual([
      'Staff',
      'Audit log',
      'Sold plans',
      'Shifts',
      'Coupons',
      'Vaults',
      'Opening hours',
    ]);
    expect(fake.calls).toEqual(['profile']);
    expect(screen.getByText(/Signed in as Noor manager, Manager/)).toBeTruthy();
  });

  it('names the employee in Arabic in the Arabic header', async () => {
    renderOffice('/office', { signedIn: true, role: 'manager', language: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'الموظفون',
      'سجل التدقيق',
      'الخطط المباعة',
      'الورديات',
      'القسائم',
      'الخزائن',
      'ساعات العمل',
    ]);
    expect(screen.getByText('مسجّل الدخول باسم نور، مدير الفرع')).toBeTruthy();
  });

  it.each([
    ['cashier', 'Cashier', 'Go to the point of sale', '/'],
    ['store-keeper', 'Store-keeper', 'Go to material intake', '/scan'],
  ] as const)(
    'shows a %s why not and the way to their app, never a screen',
    async (role, name, link, href) => {
      renderOffice('/office/staff', { signedIn: true, role });
      expect(
        await screen.findByRole('heading', { name: 'The back office is not open to your role' }),
      ).toBeTruthy();
      expect(screen.getByText(new RegExp(`signed in as ${name}\\.`))).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    },
  );

  it('says it in Arabic, right to left, for an Arabic reader', async () => {
    renderOffice('/office', { signedIn: true, role: 'cashier', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الإدارة غير متاحة لصلاحيتك' })).toBeTruthy();
    expect(screen.getByText(/بصفة أمين الصندوق/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى نقطة البيع' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('signs out from the refusal so someone else can sign in', async () => {
    const { fake } = renderOffice('/office', { signedIn: true, role: 'cashier' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    expect(fake.calls).toContain('logout');
    await waitFor(() => expect(document.cookie).not.toContain('lamaa_token=token'));
  });
});
