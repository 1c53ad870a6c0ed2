import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of a React Aria select in the dialog, waiting for its list to load. */
async function pick(user: User, dialog: HTMLElement, label: RegExp, option: string) {
  await waitFor(async () => {
    await user.click(within(dialog).getByRole('button', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }, { timeout: 500 }));
  });
}

describe('Add Vehicle dialog', () => {
  it('marks the required fields, loads plate types and letters for the city, and selects the created vehicle', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Omar Saleh'));
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle for Omar Saleh' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create Vehicle' }));
    expect(
      (await within(dialog).findAllByText('This field is required')).length,
    ).toBeGreaterThanOrEqual(8);
    const numbers = within(dialog).getByRole('textbox', { name: /Plate numbers/ });
    expect(
      numbers.hasAttribute('required') || numbers.getAttribute('aria-required') === 'true',
    ).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /VIN/ }).hasAttribute('required')).toBe(
      false,
    );

    // Ajman has no plate letters: the code is typed.
    await pick(user, dialog, /City$/, 'Ajman');
    await pick(user, dialog, /Plate type$/, 'Private');
    expect(within(dialog).getByRole('textbox', { name: /Plate code/ })).toBeTruthy();
    // Dubai has letters: the code becomes a dropdown.
    await pick(user, dialog, /City$/, 'Dubai');
    await pick(user, dialog, /Plate type$/, 'Private');
    await pick(user, dialog, /Plate code$/, 'B');
    await user.type(within(dialog).getByRole('textbox', { name: /Plate numbers/ }), '12345');
    await pick(user, dialog, /Brand$/, 'Toyota');
    await pick(user, dialog, /Model$/, 'Camry');
    await pick(user, dialog, /Car group$/, 'Small');
    await pick(user, dialog, /Car type$/, 'Sedan');
    await user.type(within(dialog).getByRole('textbox', { name: /Year/ }), '1800');
    await user.click(within(dialog).getByRole('button', { name: 'Create Vehicle' }));
    expect(await within(dialog).findByText('Enter a year from 1900 to 2030')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /Year/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Year/ }), '2022');
    await user.click(within(dialog).getByRole('button', { name: 'Create Vehicle' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeState.carBodies).toEqual([
      expect.objectContaining({
        user_id: 8,
        code: 'B',
        numbers: '12345',
        year: 2022,
        car_group_id: 1,
        color: '#000000',
        color_name: 'black',
      }),
    ]);
    expect((await screen.findByTestId('selection-banner')).textContent).toContain('B 12345');
  });

  it('offers the car colours by name, then a custom colour, and stores the name chosen', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Omar Saleh'));
    await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle for Omar Saleh' });
    await pick(user, dialog, /City$/, 'Dubai');
    await pick(user, dialog, /Plate type$/, 'Private');
    await pick(user, dialog, /Plate code$/, 'B');
    await user.type(within(dialog).getByRole('textbox', { name: /Plate numbers/ }), '12345');
    await pick(user, dialog, /Brand$/, 'Toyota');
    await pick(user, dialog, /Car group$/, 'Small');
    await pick(user, dialog, /Car type$/, 'Sedan');
    await user.type(within(dialog).getByRole('textbox', { name: /Year/ }), '2022');
    // Black by default; Custom colour shows the colour well, a named colour hides it again.
    expect(within(dialog).getByRole('button', { name: /Colour$/ }).textContent).toContain('Black');
    await pick(user, dialog, /Colour$/, 'Custom colour');
    expect(within(dialog).getByLabelText('Pick the custom colour')).toBeTruthy();
    await pick(user, dialog, /Colour$/, 'Silver');
    expect(within(dialog).queryByLabelText('Pick the custom colour')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Vehicle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeState.carBodies).toEqual([
      expect.objectContaining({ color: '#C0C0C0', color_name: 'silver' }),
    ]);
    expect((await screen.findByTestId('selection-banner')).textContent).toContain('2022 · Silver');
  });

  it('names the colours in Arabic on an Arabic screen: the picker, the vehicle list and the banner', async () => {
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true, language: 'ar' });
    await user.click(await screen.findByText('Mariam Haddad'));
    // Mariam's car was stored as 'White' (an older row): shown in Arabic.
    const car = await screen.findByRole('button', { name: /B 40721/ });
    expect(car.textContent).toContain('أبيض');
    expect(car.textContent).not.toContain('White');
    await user.click(car);
    expect((await screen.findByTestId('selection-banner')).textContent).toContain('أبيض');
    await user.click(await screen.findByRole('button', { name: 'إضافة مركبة' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(async () => {
      await user.click(within(dialog).getByRole('button', { name: /اللون$/ }));
      expect(await screen.findByRole('option', { name: 'فضي' }, { timeout: 500 })).toBeTruthy();
    });
    expect(screen.getByRole('option', { name: 'لون آخر' })).toBeTruthy();
  });
});
