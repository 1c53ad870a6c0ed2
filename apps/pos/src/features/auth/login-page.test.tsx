import { readToken } from '@lamaa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API, CASHIER, fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

/** The texts a field's aria-describedby points at (its error, on the field). */
function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

describe('sign-in and the guard', () => {
  it('sends a signed-out visitor to /login and back to the page they came from after signing in', async () => {
    const user = userEvent.setup();
    renderPos('/products');
    expect(await screen.findByRole('heading', { name: 'Sign in to Lamaa' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login');

    await user.type(screen.getByRole('textbox', { name: /Email/ }), CASHIER.email);
    await user.type(screen.getByLabelText(/Password/), CASHIER.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/products'));
    expect(readToken(window)).toBe(CASHIER.token);
  });

  it.each([
    ['en', /Email/, /Password/, 'Sign In', 'Search customers by name, phone or plate'],
    ['ar', /البريد/, /كلمة المرور/, 'تسجيل الدخول', 'ابحث عن العملاء بالاسم أو الهاتف أو اللوحة'],
  ] as const)(
    'signs in by keyboard alone (the email field has focus) and lands in the customer search (%s)',
    async (language, emailLabel, passwordLabel, signIn, searchLabel) => {
      const user = userEvent.setup();
      renderPos('/login', { language });
      const email = await screen.findByRole('textbox', { name: emailLabel });
      expect(screen.getByRole('button', { name: signIn })).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(email));
      await user.keyboard(CASHIER.email);
      await user.tab();
      expect(document.activeElement).toBe(screen.getByLabelText(passwordLabel));
      await user.keyboard(`${CASHIER.password}{Enter}`);
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/services'));
      const search = await screen.findByRole('searchbox', { name: searchLabel });
      await waitFor(() => expect(document.activeElement).toBe(search));
    },
  );

  it.each([
    ['en', /Email/, /Password/, 'Sign In', 'Email is required', 'Password is required'],
    [
      'ar',
      /البريد/,
      /كلمة المرور/,
      'تسجيل الدخول',
      'البريد الإلكتروني مطلوب',
      'كلمة المرور مطلوبة',
    ],
  ] as const)(
    'marks every required field at once, on its field, before calling the server (%s)',
    async (language, emailLabel, passwordLabel, signIn, emailRequired, passwordRequired) => {
      const user = userEvent.setup();
      renderPos('/login', { language });
      await user.click(await screen.findByRole('button', { name: signIn }));
      const email = screen.getByRole('textbox', { name: emailLabel });
      const password = screen.getByLabelText(passwordLabel);
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(email)).toContain(emailRequired);
      expect(descriptionOf(password)).toContain(passwordRequired);

      await user.type(email, CASHIER.email);
      await user.click(screen.getByRole('button', { name: signIn }));
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
      expect(descriptionOf(password)).toContain(passwordRequired);
    },
  );

  it("shows the server's message when the credentials are wrong", async () => {
    const user = userEvent.setup();
    renderPos('/login');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), CASHIER.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'These credentials do not match our records.',
    );
    expect(readToken(window)).toBeNull();
  });

  it('shows a refused sign-in in Arabic when the language is Arabic, never the English sentence', async () => {
    const user = userEvent.setup();
    renderPos('/login', { language: 'ar' });
    await user.type(await screen.findByRole('textbox', { name: /البريد/ }), CASHIER.email);
    await user.type(screen.getByLabelText(/كلمة المرور/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(alert.textContent).not.toContain('These credentials');
  });

  it.each([
    ['en', /Email/, /Password/, 'Sign In', 'This account cannot sell at the counter.'],
    ['ar', /البريد/, /كلمة المرور/, 'تسجيل الدخول', 'لا يمكن لهذا الحساب البيع في نقطة البيع.'],
  ] as const)(
    'refuses a store-keeper at the counter and signs the session out (%s)',
    async (language, emailLabel, passwordLabel, signIn, refusal) => {
      const loggedOut: string[] = [];
      fakeApi.use(
        http.post(`${API}/pos/login`, () =>
          HttpResponse.json({
            token: 'store-token',
            user: {
              id: 8,
              name: { en: 'Khalid', ar: 'خالد' },
              email: 'store@lamaa.demo',
              business_id: 1,
              role: 'store-keeper',
            },
          }),
        ),
        http.post(`${API}/pos/logout`, ({ request }) => {
          loggedOut.push(request.headers.get('Authorization') ?? '');
          return HttpResponse.json({ success: true });
        }),
      );
      const user = userEvent.setup();
      renderPos('/login', { language });
      await user.type(await screen.findByRole('textbox', { name: emailLabel }), 'store@lamaa.demo');
      await user.type(screen.getByLabelText(passwordLabel), CASHIER.password);
      await user.click(screen.getByRole('button', { name: signIn }));
      expect((await screen.findByRole('alert')).textContent).toContain(refusal);
      await waitFor(() => expect(loggedOut).toEqual(['Bearer store-token']));
      expect(readToken(window)).toBeNull();
      expect(screen.getByTestId('path').textContent).toBe('/login');
    },
  );

  it('sends a signed-in cashier from /login to the services page', async () => {
    renderPos('/login', { signedIn: true });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/services'));
  });

  it('signs out on a 401 outside /login and clears the token', async () => {
    fakeState.customersStatus = 401;
    renderPos('/services', { signedIn: true });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(readToken(window)).toBeNull();
    expect(window.localStorage.getItem('lamaa.user')).toBeNull();
  });
});
