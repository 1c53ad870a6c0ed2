import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

/** The text field labelled `label` (its input). */
async function field(label: RegExp | string): Promise<HTMLInputElement> {
  return screen.findByLabelText<HTMLInputElement>(label);
}

describe('the business screen', () => {
  it('opens first for the owner, filled with the business as saved', async () => {
    const data = officeData();
    renderOffice('/office', { signedIn: true, data });
    expect(await screen.findByRole('heading', { name: 'Business' })).toBeTruthy();
    expect((await field(/Legal name \(English\)/)).value).toBe('Lamaa Car Care LLC');
    expect((await field(/Tax Registration Number/)).value).toBe('100123456700003');
    expect(screen.getByRole('checkbox', { name: 'The business is VAT-registered' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('checks the TRN before sending and keeps what was typed', async () => {
    const data = officeData();
    renderOffice('/office/business', { signedIn: true, data });
    const name = await field(/Legal name \(English\)/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Shine Auto LLC');
    const trn = await field(/Tax Registration Number/);
    await userEvent.clear(trn);
    await userEvent.type(trn, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The Tax Registration Number must be exactly 15 digits.'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    expect(name.value).toBe('Shine Auto LLC');
    expect(trn.value).toBe('12345');
  });

  it('saves the form, the TRN without the spaces typed between its groups', async () => {
    const data = officeData();
    renderOffice('/office/business', { signedIn: true, data });
    const trn = await field(/Tax Registration Number/);
    await userEvent.clear(trn);
    await userEvent.type(trn, '100 2222 3333 4444');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Catalogue prices include VAT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business details saved')).toBeTruthy();
    expect(data.bodies).toEqual([
      {
        method: 'PUT',
        path: '/office/business',
        body: {
          legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات ذ.م.م' },
          address: 'Al Quoz 3, Dubai',
          trn: '100222233334444',
          vat_registered: true,
          prices_include_vat: false,
        },
      },
    ]);
  });

  it("shows the server's refusal under its field in Arabic, the typed values kept", async () => {
    const data = officeData();
    const refusal = assertContractAnswer('PUT', '/office/business', 422, {
      code: 'validation.failed',
      message: 'Some details are not valid.',
      errors: { 'legal_name.ar': ['Too big: expected string to have <=200 characters'] },
      field_codes: { 'legal_name.ar': { code: 'field.too-long', params: { max: 200 } } },
    });
    renderOffice('/office/business', {
      signedIn: true,
      language: 'ar',
      handlers: [
        http.put(`${API}/office/business`, () => HttpResponse.json(refusal, { status: 422 })),
      ],
      data,
    });
    const arabicName = await field(/الاسم القانوني \(بالعربية\)/);
    await userEvent.clear(arabicName);
    await userEvent.type(arabicName, 'لمعة الجديدة');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText('بعض البيانات تحتاج إلى تصحيح. ما أدخلته باقٍ في النموذج.'),
    ).toBeTruthy();
    // The field says why in Arabic, from the server's code and params, not zod's English.
    expect(await screen.findByText('النص طويل: الحد الأقصى لعدد الأحرف 200.')).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
    await waitFor(() => expect(arabicName.getAttribute('aria-invalid')).toBe('true'));
    expect(arabicName.value).toBe('لمعة الجديدة');
  });
});
