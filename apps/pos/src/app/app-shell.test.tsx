import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER, fakeApi, resetFakeApi } from '../test/fake-api.js';
import { renderPos } from '../test/render-pos.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const header = () => screen.getByRole('banner');

describe('the header', () => {
  it('asks before Sign out: Cancel keeps the session, Logout ends it and goes to /login', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    const signOut = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'Sign out',
    });
    await user.click(signOut);
    const dialog = await screen.findByRole('alertdialog', { name: 'Logout' });
    expect(dialog.textContent).toContain(
      'You will be signed out of Lamaa and will need to log in again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/services');
    expect(document.cookie).toContain(CASHIER.token);

    await user.click(within(header()).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(document.cookie).not.toContain(CASHIER.token);
  });

  it('hides the Dashboard from a cashier, whose role may not open the back office', async () => {
    renderPos('/services', { signedIn: true, role: 'cashier' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('links the Dashboard for a manager, the back office at /office by default, in a new tab', async () => {
    renderPos('/services', { signedIn: true, role: 'manager' });
    const link = await within(await screen.findByRole('banner')).findByRole('link', {
      name: 'Dashboard',
    });
    expect(link.getAttribute('href')).toBe('/office');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks in Arabic too', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true, language: 'ar' });
    const signOut = await within(await screen.findByRole('banner')).findByRole('button', {
      name: 'تسجيل الخروج',
    });
    await user.click(signOut);
    const dialog = await screen.findByRole('alertdialog', { name: 'تسجيل الخروج' });
    expect(dialog.textContent).toContain('سيتم تسجيل خروجك من لمعة');
  });
});

describe('the skip link', () => {
  it.each([
    ['en', 'Skip to main content', 'Exterior Wash'],
    ['ar', 'الانتقال إلى المحتوى الرئيسي', 'غسيل خارجي'],
  ] as const)(
    'is the first Tab stop and moves focus past the header and sidebar to the catalogue (%s)',
    async (language, skip, firstService) => {
      const user = userEvent.setup();
      renderPos('/services', { signedIn: true, language });
      await screen.findByRole('listitem', { name: firstService });
      await user.tab();
      const link = screen.getByRole('link', { name: skip });
      expect(document.activeElement).toBe(link);
      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(document.activeElement).toBe(main);
      await user.tab();
      expect(main.contains(document.activeElement)).toBe(true);
      expect(screen.getByRole('complementary').contains(document.activeElement)).toBe(false);
    },
  );
});
