import { expect, test } from '../fixtures/lamaa-test.js';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';

test.describe('POS sign-in', () => {
  test('sends a signed-out visitor to /login, refuses a wrong password and returns after signing in', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Lamaa' })).toBeVisible();
    await expectNoA11yViolations('/login');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('Email').fill(DEMO_CASHIER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The server's own message is shown (docs/product/errors.md: the server message, else
    // the fallback).
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');

    await page.getByLabel('Password').fill(DEMO_CASHIER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'lamaa_token');
    expect(token?.sameSite).toBe('Strict');
    expect((token?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/services$/);
  });
});
