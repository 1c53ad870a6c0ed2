import { LocaleProvider } from '@lamaa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GroupPriceFields } from './group-price-fields.js';
import { type GroupPriceText, groupPriceText, typedGroupPrices } from './group-prices.js';
import { officeMessages } from './i18n/office-messages.js';

describe('the prices per car group', () => {
  it('shows saved prices in AED, and none for a group without one', () => {
    expect(
      groupPriceText([
        { car_group_id: 3, price: 4500 },
        { car_group_id: 1, price: 2500 },
      ]),
    ).toEqual({ 1: '25', 2: '', 3: '45' });
  });

  it('sends one price per group in order, 0 for "No Price", and marks text that is no amount', () => {
    const typed = typedGroupPrices({ 1: '25.50', 2: '', 3: 'abc' }, 'options.1.prices');
    expect(typed.prices).toEqual([
      { car_group_id: 1, price: 2550 },
      { car_group_id: 2, price: 0 },
      { car_group_id: 3, price: 0 },
    ]);
    expect(typed.unreadable).toEqual({ 'options.1.prices.2': 'catalogue.price-invalid' });
    expect(typed.ruled[0]).toEqual({ car_group_id: 1, price_fils: 2550 });
    expect(typedGroupPrices(groupPriceText([]), 'prices').unreadable).toEqual({});
  });
});

/** The fields over a state of their own, the second group's problem marked. */
function Prices(props: { labelOf?: (group: string) => string }) {
  const [prices, setPrices] = useState<GroupPriceText>(groupPriceText([]));
  return (
    <LocaleProvider language="en" messages={officeMessages}>
      <GroupPriceFields
        prices={prices}
        onChange={setPrices}
        path="prices"
        errorOf={(path) => (path === 'prices.1' ? { errorMessage: 'Not an amount' } : {})}
        {...(props.labelOf ? { labelOf: props.labelOf } : {})}
      />
      <output>{JSON.stringify(prices)}</output>
    </LocaleProvider>
  );
}

describe('GroupPriceFields', () => {
  it('asks a price per car group by its name, each written to its own group', async () => {
    const user = userEvent.setup();
    render(<Prices />);
    await user.type(screen.getByRole('textbox', { name: /Large/ }), '45');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      1: '',
      2: '',
      3: '45',
    });
    expect(screen.getByRole('textbox', { name: /Medium/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('labels each field from its group name when asked', () => {
    render(<Prices labelOf={(group) => `Option 2, ${group}`} />);
    expect(screen.getByRole('textbox', { name: /Option 2, Small/ })).toBeTruthy();
  });
});
