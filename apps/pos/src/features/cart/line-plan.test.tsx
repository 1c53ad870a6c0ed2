import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { addOption, cartSettled, chooseMariamsCar, sidebar } from '../../test/sale-actions.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

/** Mariam's car (small) holds a 10-wash book covering the Exterior Wash's Basic option. */
const book = {
  id: 4,
  plan_id: 3,
  car_id: 1,
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  kind: 'uses',
  status: 'active',
  starts_on: '2026-01-12',
  ends_on: '2026-07-11',
  uses_total: 10,
  uses_left: 10,
  value_total: null,
  value_left: null,
  frozen_on: null,
  cancelled_on: null,
  limits: { day: 1, week: null, month: null },
  coverage: [{ option_id: 11, car_group_id: 1 }],
  branch_ids: [],
};

const cartBodies = () => fakeState.cartBodies as { purchasables: { entitlement_id?: number }[] }[];

describe('a service line paid by a plan', () => {
  it('offers the covering plan, prices the line by it, and goes back to the normal price', async () => {
    fakeState.entitlements = [book];
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await cartSettled();
    const line = within(sidebar()).getByTestId('cart-line');
    await user.click(await within(line).findByRole('button', { name: 'Use 10-wash book' }));
    expect(await within(line).findByText('Paid by 10-wash book · 9 left after this')).toBeTruthy();
    expect(cartBodies().at(-1)?.purchasables[0]?.entitlement_id).toBe(4);
    await user.click(within(line).getByRole('button', { name: 'Sell at normal price' }));
    await waitFor(() =>
      expect(cartBodies().at(-1)?.purchasables[0]).not.toHaveProperty('entitlement_id'),
    );
    expect(await within(line).findByRole('button', { name: 'Use 10-wash book' })).toBeTruthy();
  });

  it('says why a plan cannot pay and keeps the line for sale at its normal price', async () => {
    fakeState.entitlements = [book];
    fakeState.redemption = { code: 'plan.limit-reached', params: { limit: 1, period: 'day' } };
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Exterior Wash', 'Basic');
    await cartSettled();
    const line = within(sidebar()).getByTestId('cart-line');
    await user.click(await within(line).findByRole('button', { name: 'Use 10-wash book' }));
    expect(
      await within(line).findByText('This plan allows 1 per day, and that is used up.'),
    ).toBeTruthy();
    await user.click(within(line).getByRole('button', { name: 'Sell at normal price' }));
    expect(await within(line).findByRole('button', { name: 'Use 10-wash book' })).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });
});
