import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

/** A few bytes standing in for a PNG (the fake server does not decode it). */
const logoFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
    type: 'image/png',
  });

/** The logo section and its (hidden) file input. */
async function logoSection() {
  const section = (await screen.findByRole('heading', { name: /^(Logo|الشعار)$/ })).closest(
    'section',
  );
  if (!section) throw new Error('The logo section is missing.');
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The logo section has no file input.');
  return { section, input };
}

describe("the business's logo", () => {
  it('uploads the chosen file at once, shows it, and removes it', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/business', { signedIn: true, data });
    const { section, input } = await logoSection();
    expect(within(section).getByText('No logo yet.')).toBeTruthy();
    await user.upload(input, logoFile());
    const logo = await within(section).findByRole('img', { name: 'Logo of Lamaa Car Care LLC' });
    expect(logo.getAttribute('src')).toBe(data.business.logo_url);
    expect(data.bodies.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /office/business/logo',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Remove logo' }));
    expect(await within(section).findByText('No logo yet.')).toBeTruthy();
    expect(data.business.logo_url).toBeNull();
  });

  it('says in Arabic why the server refused the file, and keeps the logo there was', async () => {
    const user = userEvent.setup();
    const refusal = assertContractAnswer('PUT', '/office/business/logo', 415, {
      code: 'image.invalid-type',
      message: 'The picture must be a JPEG, PNG, GIF or WebP file.',
    });
    renderOffice('/office/business', {
      signedIn: true,
      language: 'ar',
      handlers: [
        http.put(`${API}/office/business/logo`, () => HttpResponse.json(refusal, { status: 415 })),
      ],
    });
    const { section, input } = await logoSection();
    await user.upload(input, logoFile());
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(
        'اختر صورة JPEG أو PNG أو GIF أو WebP.',
      ),
    );
    expect(within(section).getByText('لا يوجد شعار بعد.')).toBeTruthy();
  });
});
