// The fake server's PIN exchange (POST /pos/approvals) in the jsdom tests of the calls a manager
// may have to approve: a deletion, a refund, a sale's discount, a shift's variance.
import { http, HttpResponse } from 'msw';
import { API } from './fake-api.js';

/** The PIN the fake server takes for a manager's. */
export const MANAGER_PIN = '2468';

/** What the POS sends to exchange a PIN: the kinds, and the order, cart or shift they are for. */
export interface GrantBody {
  readonly pin: string;
  readonly actions: string[];
  readonly [forWhat: string]: unknown;
}

/**
 * Answers MANAGER_PIN with `token` for the kinds asked and any other PIN with
 * `422 approval.pin-invalid`; hands each body to `onGrant` as it came.
 */
export function approvalsHandler(token: string, onGrant: (body: GrantBody) => void = () => {}) {
  return http.post(`${API}/pos/approvals`, async ({ request }) => {
    const body = (await request.json()) as GrantBody;
    onGrant(body);
    if (body.pin !== MANAGER_PIN)
      return HttpResponse.json(
        { code: 'approval.pin-invalid', message: 'This PIN is not the PIN of a manager.' },
        { status: 422 },
      );
    return HttpResponse.json(
      {
        data: {
          token,
          expires_at: '2026-11-26T08:02:00.000Z',
          actions: body.actions,
          approver: { id: 2, name: { en: 'Mona Manager', ar: 'منى' } },
        },
      },
      { status: 201 },
    );
  });
}
