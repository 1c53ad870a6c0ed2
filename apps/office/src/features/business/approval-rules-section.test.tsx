import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the approval rules on the business screen', () => {
  it('shows the defaults and saves changed thresholds and switches', async () => {
    const user = userEvent.setup();
    const data = officeData();
    renderOffice('/office/business', { signedIn: true, data });
    const section = (
      await screen.findByRole('heading', { name: 'Manager approval at the counter' })
    ).parentElement;
    if (!section) throw new Error('no section');
    const percent = await within(section).findByLabelText(/Large above this share/);
    expect(percent).toHaveProperty('value', '20');
    expect(within(section).getByLabelText(/or above this amount/)).toHaveProperty('value', '100');
    expect(
      within(section).getByRole('checkbox', { name: 'Deleting an unpaid order' }),
    ).toHaveProperty('checked', false);
    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(within(section).getByRole('button', { name: 'Save approval rules' }));
    expect(
      await within(section).findAllByText(
        'Enter a whole percentage from 1 to 100 and an amount above 0.',
      ),
    ).not.toHaveLength(0);
    expect(data.bodies).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '15');
    const amount = within(section).getByLabelText(/or above this amount/);
    await user.clear(amount);
    await user.type(amount, '250.5');
    await user.click(within(section).getByRole('checkbox', { name: 'Deleting an unpaid order' }));
    await user.click(within(section).getByRole('button', { name: 'Save approval rules' }));
    expect(await screen.findByText('Approval rules saved')).toBeTruthy();
    await waitFor(() =>
      expect(data.bodies).toEqual([
        {
          method: 'PUT',
          path: '/office/approval-rules',
          body: {
            large_discount: true,
            large_discount_percent: 15,
            large_discount_amount: 250.5,
            lowered_price: true,
            order_delete: true,
            refund: true,
          },
        },
      ]),
    );
  });
});
