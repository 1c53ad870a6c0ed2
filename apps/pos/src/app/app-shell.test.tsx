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

describe('the page title', () => {
  it('names the screen in English', async () => {
    renderPos('/services', { signedIn: true });
    await waitFor(() => expect(document.title).toBe('Services · Lamaa'));
  });

  it('is Arabic on an Arabic screen', async () => {
    renderPos('/services', { signedIn: true, language: 'ar' });
    await waitFor(() => expect(document.title).toBe('الخدمات · لمعة'));
  });

  it('names the sign-in screen in the language on screen', async () => {
    renderPos('/login', { language: 'ar' });
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول إلى لمعة'));
  });
});

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

describe('the keyboard shortcuts', () => {
  it.each([
    ['en', 'Keyboard shortcuts', 'Add a new customer'],
    ['ar', 'اختصارات لوحة المفاتيح', 'إضافة عميل جديد'],
  ] as const)('lists them on ? (%s), from the header button too', async (language, title, line) => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true, language });
    await screen.findByRole('banner');
    await user.click(document.body);
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: title });
    const row = within(sheet).getByText('Alt+N').closest('div');
    expect(row?.textContent).toContain(line);
    expect(within(sheet).getAllByRole('definition')).toHaveLength(6);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: title }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('finds a customer, adds one, searches the page, and never types into a field', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    const customerSearch = await screen.findByRole('searchbox', {
      name: 'Search customers by name, phone or plate',
    });
    const pageSearch = await screen.findByRole('searchbox', { name: /Search services/ });
    await user.click(document.body);
    await user.keyboard('{Alt>}s{/Alt}');
    expect(document.activeElement).toBe(customerSearch);
    // In a text field, / is typed, not taken.
    await user.keyboard('/');
    expect(customerSearch).toHaveProperty('value', '/');
    await user.clear(customerSearch);
    await user.click(document.body);
    await user.keyboard('/');
    expect(document.activeElement).toBe(pageSearch);
    await user.keyboard('{Alt>}n{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Add New Customer' })).toBeTruthy();
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

describe('a reload', () => {
  it('reads the signed-in employee again from the server and keeps what it answers', async () => {
    // The stored employee has no email: the server's answer has, as it has a zone or a logo
    // the office set since the sign-in.
    const { runtime } = renderPos('/services', { signedIn: true, role: 'cashier' });
    await waitFor(() =>
      expect(runtime.auth.getSnapshot().context.session?.user).toMatchObject({
        email: CASHIER.email,
        role: 'cashier',
      }),
    );
    expect(runtime.auth.getSnapshot().context.session?.token).toBe(CASHIER.token);
  });
});
