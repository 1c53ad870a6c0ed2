// The employee profile end to end: the seeded employee, logout with its confirmation, and the
// old token refused by the API afterwards; in English and Arabic, with axe.
import { expect, test } from '../fixtures/lamaa-test.js';

test.describe('POS profile', () => {
  test('shows the seeded employee, logs out after confirming, and the old token is refused', async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    await signIn();
    await page.getByRole('link', { name: 'Employee profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Employee Profile' })).toBeVisible();
    await expect(main).toContainText('cashier@lamaa.demo');
    await expect(main).toContainText('Sami Cashier');
    await expect(main.getByRole('img', { name: 'Sami Cashier' })).toHaveText('SC');
    await expect(main).toContainText('Al Quoz Branch');
    await expect(main).toContainText(/User ID\d+/);
    await expect(main).toContainText(/Business ID\d+/);
    await expectNoA11yViolations('/profile');

    const token =
      (await page.context().cookies()).find((cookie) => cookie.name === 'lamaa_token')?.value ?? '';
    expect(token).not.toBe('');
    await main.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Logout' });
    await expectNoA11yViolations('logout confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await main.getByRole('button', { name: 'Logout' }).click();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const answer = await page.request.post('/api/pos/user', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(answer.status()).toBe(401);
  });

  test('shows the profile in Arabic', async ({ page, signIn, expectNoA11yViolations }) => {
    await signIn({ lang: 'ar' });
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'ملف الموظف' })).toBeVisible();
    // The name in the language on screen (docs/product/sign-in-and-session.md).
    await expect(main).toContainText('سامي الكاشير');
    await expect(main).not.toContainText('Sami Cashier');
    await expect(main).toContainText('فرع القوز');
    await expectNoA11yViolations('/profile (ar)');
  });
});
