// The cart's lazily loaded blocks when their code cannot load (the server went down right after
// the first item was added, before the blocks' chunk arrived): the failure stays in their place
// and the cart stays on screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

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
    await user.click(await screen.findByText('Mariam Haddad'));
    const sidebar = screen.getByRole('complementary');
    await user.click(within(sidebar).getByText('B 40721'));
    const card = await screen.findByRole('listitem', { name: 'Full Detailing' });
    await user.click(within(card).getByRole('button', { name: /^Select \(/ }));
    const dialog = await screen.findByRole('dialog');
    const silver = within(dialog)
      .getAllByTestId('service-option')
      .find((item) => item.textContent?.includes('Silver'));
    await user.click(within(silver as HTMLElement).getByRole('button', { name: 'Add to Cart' }));
    await user.keyboard('{Escape}');

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
