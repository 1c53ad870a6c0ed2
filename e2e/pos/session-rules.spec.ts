import { expect, test } from '../fixtures/lamaa-test.js';

test.describe('POS session rules', () => {
  test('a 401 outside /login clears the session and goes to /login', async ({ page, signIn }) => {
    await signIn();
    // Every start-up call finishes with the good token; the search below makes the next one.
    await page.waitForLoadState('networkidle');
    // The session ends on the server (a sign-out elsewhere): the next call answers 401.
    const token = (await page.context().cookies()).find(({ name }) => name === 'lamaa_token');
    expect(token).toBeDefined();
    const revoked = await page.request.post('/api/pos/logout', {
      headers: { authorization: `Bearer ${token?.value ?? ''}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.locator('aside').getByRole('searchbox').fill('a');
    await expect(page).toHaveURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lamaa_token')).toBeUndefined();
    expect(await page.evaluate(() => window.localStorage.getItem('lamaa.user'))).toBeNull();
  });

  test('the / key focuses the search and the products page shows prices and the percent-off badge', async ({
    page,
    signIn,
    expectNoA11yViolations,
  }) => {
    await signIn();
    await page.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expect(
      page
        .locator('main')
        .getByText(/^-\d+%$/)
        .first(),
    ).toBeVisible();
    await expect(
      page.locator('main').getByRole('button', { name: 'Select Car' }).first(),
    ).toBeVisible();
    await expectNoA11yViolations('/products');
  });
});
