import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { renderOffice } from '../../test/render-office.js';
import { linkToken } from './link-token.js';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('setting a password from a link', () => {
  it('reads the token from the fragment only', () => {
    expect(linkToken('#token=abc')).toBe('abc');
    expect(linkToken('#token=')).toBeNull();
    expect(linkToken('')).toBeNull();
  });

  it('sets the password without a session, after checking it locally', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    window.history.replaceState(null, '', '/office/set-password#token=link-12');
    const { fake } = renderOffice('/office/set-password', {
      handlers: [
        http.post(`${API}/pos/set-password`, async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json(
            assertContractAnswer('POST', '/pos/set-password', 200, { success: true }),
          );
        }),
      ],
    });
    await user.type(await screen.findByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    await user.type(screen.getByLabelText(/New password/), '-but-longer');
    await user.type(screen.getByLabelText(/Repeat the password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(/Repeat the password/));
    await user.type(screen.getByLabelText(/Repeat the password/), 'short-but-longer');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password is set/)).toBeTruthy();
    expect(sent).toEqual([{ token: 'link-12', password: 'short-but-longer' }]);
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
    expect(fake.calls).toEqual([]);
  });

  it('says so in Arabic when the link has no token', async () => {
    window.history.replaceState(null, '', '/office/set-password');
    renderOffice('/office/set-password', { language: 'ar' });
    expect(await screen.findByText(/هذا الرابط ناقص/)).toBeTruthy();
  });
});
