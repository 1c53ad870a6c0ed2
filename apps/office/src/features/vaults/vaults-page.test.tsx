import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderOffice } from '../../test/render-office.js';
import { vaultData, vaultHandlers } from '../../test/vaults-fake.js';

describe('the vaults screen', () => {
  it('keeps what was typed when the form is refused, then adds a card-only vault', async () => {
    const user = userEvent.setup();
    const data = vaultData();
    renderOffice('/office/vaults', { signedIn: true, handlers: vaultHandlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Add vault' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vault' });
    const english = within(dialog).getByLabelText<HTMLInputElement>(/^Title in English/);
    await user.type(english, 'Visa Terminal');
    await user.type(within(dialog).getByLabelText(/^Provider/), 'Mashreq');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Choose at least one payment method.')).toBeTruthy();
    expect(within(dialog).getByText('Enter this in English and in Arabic.')).toBeTruthy();
    expect(data.bodies).toEqual([]);
    expect(english.value).toBe('Visa Terminal');

    await user.type(within(dialog).getByLabelText(/^Title in Arabic/), 'جهاز المشرق');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Card (Visa)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another vault of this branch already has this title.'),
    ).toBeTruthy();
    expect(english.value).toBe('Visa Terminal');
    expect(within(dialog).getByRole('checkbox', { name: 'Card (Visa)' })).toHaveProperty(
      'checked',
      true,
    );

    await user.clear(english);
    await user.type(english, 'Mashreq Terminal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.bodies).toHaveLength(2));
    expect(data.bodies[1]?.body).toEqual({
      branch_id: 1,
      title: { en: 'Mashreq Terminal', ar: 'جهاز المشرق' },
      methods: ['visa'],
      provider: 'Mashreq',
    });
    const row = (await screen.findByRole('rowheader', { name: 'Mashreq Terminal' })).closest('tr');
    expect(row?.textContent).toContain('Card (Visa)');
  });

  it('archives a vault once confirmed, and brings it back', async () => {
    const user = userEvent.setup();
    const data = vaultData();
    renderOffice('/office/vaults', { signedIn: true, handlers: vaultHandlers(data) });
    await user.click(await screen.findByRole('button', { name: 'Archive Visa Terminal' }));
    // A stray press archives nothing: the confirmation says what archiving does.
    const asked = await screen.findByRole('alertdialog', { name: 'Archive Visa Terminal?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(data.bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Archive Visa Terminal' }));
    const again = await screen.findByRole('alertdialog', { name: 'Archive Visa Terminal?' });
    await user.click(within(again).getByRole('button', { name: 'Archive' }));
    const row = (await screen.findByRole('rowheader', { name: 'Visa Terminal' })).closest('tr');
    await waitFor(() => expect(row?.textContent).toContain('Archived'));
    expect(data.bodies.map((entry) => entry.path)).toEqual(['/office/vaults/2/archive']);
    await user.click(await screen.findByRole('button', { name: 'Unarchive Visa Terminal' }));
    await waitFor(() => expect(row?.textContent).toContain('In use'));
  });

  it('reads in Arabic and says in Arabic what the form lacks', async () => {
    const user = userEvent.setup();
    const data = vaultData();
    renderOffice('/office/vaults', {
      signedIn: true,
      language: 'ar',
      handlers: vaultHandlers(data),
    });
    const row = (await screen.findByRole('rowheader', { name: 'درج النقد' })).closest('tr');
    expect(row?.textContent).toContain('درج نقد');
    await user.click(screen.getByRole('button', { name: 'إضافة خزنة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة خزنة' });
    await user.type(within(dialog).getByLabelText(/^الاسم بالعربية/), 'خزنة');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('اختر طريقة دفع واحدة على الأقل.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^الاسم بالعربية/).value).toBe('خزنة');
    expect(data.bodies).toEqual([]);
  });
});
