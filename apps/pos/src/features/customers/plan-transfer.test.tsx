import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, fakeApi, fakeState, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const answer = (method: string, path: string, body: JsonBodyType, status = 200) =>
  HttpResponse.json(assertContractAnswer(method, path, status, body), { status });

const book = {
  id: 5,
  plan_id: 3,
  car_id: 1,
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  kind: 'uses',
  status: 'active',
  starts_on: '2026-01-12',
  ends_on: '2026-03-12',
  uses_total: 10,
  uses_left: 7,
  value_total: null,
  value_left: null,
  frozen_on: null,
  cancelled_on: null,
  limits: { day: null, week: null, month: null },
  coverage: [],
  branch_ids: [],
};

/** Mariam gets a second car; the transfer call asks for a manager until it carries a token. */
function twoCarsAndATransfer() {
  const [mariam] = fakeState.customers;
  const [first] = mariam?.cars ?? [];
  if (!mariam || !first) throw new Error('The fake has no customer with a car.');
  mariam.cars = [first, { ...first, id: 2, numbers: '50832' }];
  fakeState.entitlements = [book];
  const seen: { path: string; token: string | null; body: unknown }[] = [];
  fakeApi.use(
    http.post(`${API}/pos/approvals`, async ({ request }) => {
      const body = (await request.json()) as { pin: string };
      seen.push({ path: new URL(request.url).pathname, token: null, body });
      if (body.pin !== '2468')
        return answer(
          'POST',
          '/pos/approvals',
          { message: 'Wrong PIN', code: 'approval.pin-invalid' },
          422,
        );
      return answer(
        'POST',
        '/pos/approvals',
        {
          data: {
            token: 'approved',
            expires_at: '2026-03-01T10:02:00Z',
            actions: ['plan-transfer'],
            approver: { id: 2, name: { en: 'Manager', ar: 'المدير' } },
          },
        },
        201,
      );
    }),
    http.post(`${API}/pos/entitlements/:id/transfer`, async ({ request }) => {
      const token = request.headers.get('approval-token');
      seen.push({ path: new URL(request.url).pathname, token, body: await request.json() });
      if (token !== 'approved')
        return answer(
          'POST',
          '/pos/entitlements/{id}/transfer',
          {
            message: 'A manager must approve.',
            code: 'approval.required',
            params: { actions: 'plan-transfer' },
          },
          403,
        );
      fakeState.entitlements = [];
      return answer('POST', '/pos/entitlements/{id}/transfer', { data: { ...book, car_id: 2 } });
    }),
  );
  return seen;
}

describe('moving a plan to the customer’s other vehicle at the counter', () => {
  it('asks for the vehicle and a reason, then the manager’s PIN, then moves it', async () => {
    const seen = twoCarsAndATransfer();
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Mariam Haddad'));
    await user.click(within(screen.getByRole('complementary')).getByText('B 40721'));
    await user.click(await screen.findByRole('button', { name: 'Transfer 10-wash book' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move 10-wash book to another vehicle',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Write the reason (at most 500 characters).'),
    ).toBeTruthy();
    expect(seen).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Sold the old car');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const pin = await screen.findByLabelText(/PIN/);
    await user.type(pin, '2468{Enter}');
    await waitFor(() => expect(screen.queryByTestId('vehicle-plan')).toBeNull());
    expect(seen).toEqual([
      {
        path: '/api/pos/entitlements/5/transfer',
        token: null,
        body: { car_id: 2, reason: 'Sold the old car' },
      },
      {
        path: '/api/pos/approvals',
        token: null,
        body: { pin: '2468', actions: ['plan-transfer'], entitlement_id: 5 },
      },
      {
        path: '/api/pos/entitlements/5/transfer',
        token: 'approved',
        body: { car_id: 2, reason: 'Sold the old car' },
      },
    ]);
    expect(await screen.findByText('10-wash book moved to the other vehicle')).toBeTruthy();
  });

  it('offers no transfer when the customer has one vehicle', async () => {
    fakeState.entitlements = [book];
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await user.click(await screen.findByText('Mariam Haddad'));
    await user.click(within(screen.getByRole('complementary')).getByText('B 40721'));
    expect(await screen.findByTestId('vehicle-plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Transfer/ })).toBeNull();
  });
});
