// The cart's lazily loaded blocks when their code cannot load (the server went down right after
// the first item was added, before the blocks' chunk arrived): the failure stays in their place
// and the cart stays on screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { addOption, chooseMariamsCar } from '../../test/sale-actions.js';

const { lostChunk } = vi.hoisted(() => ({
  lostChunk: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));
vi.mock('./discount-block.js', lostChunk);
vi.mock('./coupon-block.js', lostChunk);

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

describe('the cart during an outage', () => {
  it('keeps its lines and says the discount and coupon part failed, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPos('/services', { signedIn: true });
    await chooseMariamsCar(user);
    await addOption(user, 'Full Detailing', 'Silver');
    const sidebar = screen.getByRole('complementary');

    const failure = await within(sidebar).findByText(
      'Something went wrong while loading this page.',
    );
    expect(within(sidebar).getAllByTestId('cart-line')).toHaveLength(1);
    expect(failure).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The catalogue is still there: only the blocks' place failed.
    expect(screen.getByRole('listitem', { name: 'Full Detailing' })).toBeTruthy();
  });
});
