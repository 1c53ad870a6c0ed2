import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './choice-group.js';

const METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'visa', label: 'Visa' },
] as const;

function renderGroup(props: { isDisabled?: boolean; isInvalid?: boolean } = {}) {
  const onChange = vi.fn<(value: 'cash' | 'visa') => void>();
  render(
    <ChoiceGroup
      label="Payment method"
      options={METHODS}
      value="cash"
      orientation="horizontal"
      onChange={onChange}
      {...props}
    />,
  );
  return onChange;
}

describe('ChoiceGroup', () => {
  it('is a radio group named by its label, an option a radio', () => {
    renderGroup();
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Visa' })).toHaveProperty('checked', false);
  });

  it("hands back the chosen option's value on a click", async () => {
    const user = userEvent.setup();
    const onChange = renderGroup();
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(onChange).toHaveBeenLastCalledWith('visa');
  });

  it('moves to the next option with the arrow keys, from the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = renderGroup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cash' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('visa');
  });

  it('marks the group invalid and lets nothing be chosen while disabled', async () => {
    const user = userEvent.setup();
    const onChange = renderGroup({ isDisabled: true, isInvalid: true });
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Visa' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
