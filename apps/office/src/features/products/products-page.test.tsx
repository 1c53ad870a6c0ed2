import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the products screen', () => {
  it('refuses a before-discount price below the price, then archives the product', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/products', { signedIn: true, handlers: catalogueHandlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Edit Tyre Shine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const before = within(dialog).getByLabelText(/^Price before discount/);
    await user.clear(before);
    await user.type(before, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The price before discount may not be below the price.'),
    ).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.clear(before);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Archived' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    expect(data.bodies[0]?.body).toEqual({
      name: { en: 'Tyre Shine', ar: 'ملمع الإطارات' },
      price: 20,
      before_discount_price: null,
      is_archived: true,
      image: null,
    });
    const row = (await screen.findByRole('rowheader', { name: 'Tyre Shine' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('Archived'));
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/products', {
      signedIn: true,
      language: 'ar',
      handlers: catalogueHandlers(catalogueData()),
    });
    const row = (await screen.findByRole('rowheader', { name: 'ملمع الإطارات' })).closest('tr');
    expect(row?.textContent).toContain('معروض للبيع');
    expect(screen.getByRole('button', { name: 'إضافة منتج' })).toBeTruthy();
  });

  it('uploads a picture, previews it and saves its URL with the product', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/products', { signedIn: true, handlers: catalogueHandlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Edit Tyre Shine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The dialog has no file input.');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shine.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    const preview = await within(dialog).findByRole('img', { name: 'Picture of Tyre Shine' });
    const url = preview.getAttribute('src');
    expect(url).toMatch(/^\/api\/images\/[0-9]{64}\.webp$/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(2));
    expect(data.bodies[1]?.body).toMatchObject({ image: url });
  });
});
