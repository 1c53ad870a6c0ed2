// The offer to open a shift on a drawer that has none, in the jsdom tests: the fake server's
// answer to opening one, and what the cashier does in the offer after a refused payment.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, fakeApi } from './fake-api.js';
import type { User } from './sale-actions.js';

/** The shift the fake server says it opened (at branch 1, by the signed-in cashier). */
export interface OpenedShift {
  readonly id: number;
  readonly vault_id: number;
  readonly vault_title: string;
  readonly opened_at: string;
  readonly float: number;
}

/** Answers the opening of a shift with `shift`; returns the bodies sent, as they come. */
export function answerShiftOpening(shift: OpenedShift): unknown[] {
  const opened: unknown[] = [];
  fakeApi.use(
    http.post(`${API}/pos/shifts`, async ({ request }) => {
      opened.push(await request.json());
      return HttpResponse.json({ data: { ...shift, branch_id: 1, opened_by: 1 } }, { status: 201 });
    }),
  );
  return opened;
}

/** Takes the offer shown in `where` after the refusal: opens the shift with its float. */
export async function openShiftHere(user: User, where: HTMLElement, float: string): Promise<void> {
  await user.click(await within(where).findByRole('button', { name: 'Open a shift here' }));
  const offer = await screen.findByRole('region', { name: 'Open a shift here' });
  await user.type(within(offer).getByRole('textbox', { name: /Opening float/ }), float);
  await user.click(within(offer).getByRole('button', { name: 'Open shift' }));
}
