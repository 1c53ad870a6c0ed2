import { LocaleProvider } from '@lamaa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import { StepEnd, StepLoading } from './step-parts.js';
import type { CheckoutText } from './use-checkout-text.js';

const t: CheckoutText = (key) => (key in checkoutEn ? checkoutEn[key as CheckoutKey] : key);

function renderLoading(state: { isLoading?: boolean; hasFailed?: boolean; isEmpty?: boolean }) {
  const onReload = vi.fn();
  render(
    <LocaleProvider language="en">
      <StepLoading
        isLoading={state.isLoading ?? false}
        hasFailed={state.hasFailed ?? false}
        isEmpty={state.isEmpty ?? false}
        failedText="Failed to load vaults"
        emptyText="No vaults available"
        onReload={onReload}
        t={t}
      />
    </LocaleProvider>,
  );
  return onReload;
}

describe('StepLoading', () => {
  it('says it is loading, and not yet that the list is empty', () => {
    renderLoading({ isLoading: true, isEmpty: true });
    expect(screen.getByRole('status').textContent).toBe(checkoutEn['checkout.loading']);
    expect(screen.queryByText('No vaults available')).toBeNull();
  });

  it('offers to load again after a failure, without calling the list empty', async () => {
    const onReload = renderLoading({ hasFailed: true, isEmpty: true });
    expect(screen.getByText('Failed to load vaults')).toBeTruthy();
    expect(screen.queryByText('No vaults available')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('says there is nothing to choose once loaded empty', () => {
    renderLoading({ isEmpty: true });
    expect(screen.getByRole('status').textContent).toBe('No vaults available');
    expect(screen.queryByText(checkoutEn['checkout.loading'])).toBeNull();
  });
});

describe('StepEnd', () => {
  it("announces the step's refusal before its buttons, and nothing without one", () => {
    const { rerender } = render(
      <StepEnd refusal="This time slot is fully booked.">
        <button type="button">Back</button>
      </StepEnd>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This time slot is fully booked.');
    rerender(
      <StepEnd refusal={null}>
        <button type="button">Back</button>
      </StepEnd>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
