import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, CASHIER, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

/** The employee the fake /pos/user answers with, a status to fail with, and the logouts seen. */
const profileState = {
  user: {
    id: 41,
    name: { en: 'Sami Cashier', ar: 'سامي الكاشير' } as string | { en: string; ar: string },
    email: 'cashier@lamaa.demo',
    business_id: 3,
    branch_id: 2,
    branch: { id: 2, name: { en: 'Marina Branch', ar: 'فرع المارينا' } },
  },
  failures: [] as number[],
  logouts: 0,
  isRevoked: false,
};

const handlers = [
  http.post(`${API}/pos/user`, ({ request }) => {
    if (
      profileState.isRevoked ||
      request.headers.get('Authorization') !== `Bearer ${CASHIER.token}`
    ) {
      return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    }
    const failure = profileState.failures.shift();
    if (failure !== undefined)
      return HttpResponse.json({ message: 'Unavailable' }, { status: failure });
    return HttpResponse.json({ data: profileState.user });
  }),
  http.post(`${API}/pos/logout`, () => {
    profileState.logouts += 1;
    profileState.isRevoked = true;
    return HttpResponse.json({ success: true });
  }),
];

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  profileState.user.name = { en: 'Sami Cashier', ar: 'سامي الكاشير' };
  profileState.failures = [];
  profileState.logouts = 0;
  profileState.isRevoked = false;
  fakeApi.use(...handlers);
});
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const main = () => screen.getByRole('main');
/** Waits for the shell and the profile's email to show. */
const loaded = async () => {
  await screen.findByRole('heading', { name: 'Employee Profile' });
  return within(main()).findByText('cashier@lamaa.demo');
};

describe('employee profile', () => {
  it('shows the title, initials avatar, name, email, user id, business id and branch', async () => {
    renderPos('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Employee Profile' })).toBeTruthy();
    expect(await within(main()).findByText('cashier@lamaa.demo')).toBeTruthy();
    const text = main().textContent ?? '';
    expect(within(main()).getByRole('img', { name: 'Sami Cashier' }).textContent).toBe('SC');
    expect(text).toContain('User ID41');
    expect(text).toContain('Business ID3');
    expect(text).toContain('BranchMarina Branch');
  });

  it('shows the Arabic name on an Arabic screen, in the profile and on the header avatar', async () => {
    renderPos('/profile', { signedIn: true, language: 'ar' });
    await screen.findByRole('heading', { name: 'ملف الموظف' });
    await within(main()).findByText('cashier@lamaa.demo');
    expect(main().querySelector('.profile-card__name')?.textContent).toBe('سامي الكاشير');
    expect(within(main()).getByRole('img', { name: 'سامي الكاشير' })).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByRole('img', { name: 'سامي الكاشير' }),
    ).toBeTruthy();
  });

  it('falls back to the Arabic name, then to "User"', async () => {
    profileState.user.name = { en: '', ar: 'سامي الكاشير' };
    const first = renderPos('/profile', { signedIn: true });
    await loaded();
    expect(main().textContent).toContain('Nameسامي الكاشير');
    first.unmount();
    profileState.user.name = { en: '', ar: '' };
    renderPos('/profile', { signedIn: true });
    await loaded();
    expect(main().textContent).toContain('NameUser');
  });

  it('toasts "Failed to load profile data" with a Retry that loads it again', async () => {
    const user = userEvent.setup();
    // Two calls fail: the page's, and the shell's background read of the restored employee.
    profileState.failures = [500, 500];
    renderPos('/profile', { signedIn: true });
    expect(await screen.findByText('Failed to load profile data')).toBeTruthy();
    expect(within(main()).queryByText('cashier@lamaa.demo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(main()).findByText('cashier@lamaa.demo')).toBeTruthy();
  });

  it('asks before logging out, revokes the session on the server and goes to /login', async () => {
    const user = userEvent.setup();
    renderPos('/profile', { signedIn: true });
    await loaded();
    await user.click(within(main()).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('path').textContent).toBe('/profile');
    expect(profileState.logouts).toBe(0);
    await user.click(within(main()).getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/login'));
    expect(profileState.logouts).toBe(1);
    expect(document.cookie).not.toContain(CASHIER.token);
  });
});
