import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the suppliers and materials screen', () => {
  it('adds a material with its unit once both names are given', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/intake', { signedIn: true, handlers: catalogueHandlers(data) });
    expect(await screen.findByRole('rowheader', { name: 'Gulf Chemicals' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add material' });
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Pads');
    await user.type(within(dialog).getByLabelText(/^Unit/), 'piece');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter this in English and in Arabic.')).toBeTruthy();
    expect(data.bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'وسادات');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    expect(data.bodies[0]?.body).toEqual({
      name: { en: 'Pads', ar: 'وسادات' },
      description: { en: '', ar: '' },
      unit: 'piece',
    });
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/intake', {
      signedIn: true,
      language: 'ar',
      handlers: catalogueHandlers(catalogueData()),
    });
    expect(await screen.findByRole('rowheader', { name: 'طلاء سيراميك' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الموردون والمواد', level: 1 })).toBeTruthy();
  });
});
