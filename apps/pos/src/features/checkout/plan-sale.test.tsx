import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { cartSettled, chooseMariamsCar } from '../../test/sale-actions.js';
import { checkoutHandlers, resetCheckoutApi } from './checkout-fake-api.js';

/** The 10-wash book the order below puts on Mariam's car. */
const sold = {
  id: 41,
  kind: 'uses',
  starts_on: '2026-03-10',
  ends_on: '2026-06-09',
  uses_total: 10,
  uses_left: 10,
  value_total: null,
  value_left: null,
};

/** POST /pos/order as the server answers a paid plan line: the entitlement is on the car. */
const planOrder = http.post(`${API}/pos/order`, () => {
  fakeState.entitlements = [
    {
      ...sold,
      plan_id: 31,
      car_id: 31,
      name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
      status: 'active',
      frozen_on: null,
      cancelled_on: null,
      limits: { day: 1, week: null, month: null },
      coverage: [{ option_id: 11, car_group_id: 1 }],
      branch_ids: [],
    },
  ];
  return HttpResponse.json(
    {
      success: true,
      message: 'Order submitted successfully',
      order: {
        id: 9,
        order_number: 'ORD-2009',
        status: 'pending',
        payment_status: 'Paid',
        cash: 210,
        subtotal_price: 200,
        service_price: 10,
        total_price: 210,
        booking_date: '2026-03-10',
        booking_time: '09:00',
        items: [
          {
            id: 90,
            purchasable_id: 31,
            purchasable_type: 'plan',
            quantity: 1,
            price: 200,
            name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
            options: [],
            entitlement: sold,
          },
        ],
      },
    },
    { status: 201 },
  );
});

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => fakeApi.use(planOrder, ...checkoutHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
  resetCheckoutApi();
});
afterAll(() => fakeApi.close());

const sidebar = () => document.querySelector('aside') ?? screen.getByRole('complementary');
const wizard = () => screen.getByRole('dialog');

describe('selling a plan at the counter', () => {
  it('checks a wash book out like any line; the receipt says what it sold and the banner shows it at once', async () => {
    const user = userEvent.setup();
    renderPos('/plans', { signedIn: true });
    await chooseMariamsCar(user);
    const banner = () => document.querySelector('[data-testid="vehicle-plan"]');
    await waitFor(() => expect(fakeState.cartBodies.length).toBeGreaterThan(0));
    expect(banner()).toBeNull();
    const book = await screen.findByRole('listitem', { name: '10-wash book' });
    await user.click(within(book).getByRole('button', { name: 'Add to Cart' }));
    await cartSettled();
    await user.click(await within(sidebar()).findByRole('button', { name: 'Checkout' }));
    await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Indoor' });
    await user.click(within(wizard()).getByRole('button', { name: 'Continue' }));
    await user.click(await within(wizard()).findByRole('button', { name: /9:00 AM/ }));
    await user.click(await within(wizard()).findByRole('radio', { name: /Main Till/ }));
    await user.click(within(wizard()).getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? '').toBe(''));
    const plan = await screen.findByTestId('receipt-plan');
    expect(plan.textContent).toContain('Valid');
    expect(plan.textContent).toContain('الصلاحية');
    expect(plan.textContent).toContain('10/03/2026 – 09/06/2026');
    expect(plan.textContent).toContain('Washes left');
    expect(plan.textContent).toContain('10 / 10');
    // Without a reload or another choice of vehicle, the banner behind the receipt has it.
    await waitFor(() =>
      expect(banner()?.textContent).toBe('10-wash book · 10 of 10 left · until 9 Jun'),
    );
  });
});
