import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plansData, plansHandlers } from '../../test/plans-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the plan report', () => {
  it('shows active plans, the liability, redemptions by branch and day and the expiring', async () => {
    const user = userEvent.setup();
    const data = plansData();
    renderOffice('/office/plan-report', { signedIn: true, handlers: plansHandlers(data) });
    await waitFor(() => expect(screen.getByTestId('report-active').textContent).toBe('3'));
    expect(screen.getByTestId('report-liability').textContent).toContain('1,234.50');
    const redeemed = screen.getByRole('grid', { name: 'Redemptions by branch and day' });
    expect(redeemed.textContent).toContain('Al Quoz');
    expect(redeemed.textContent).toContain('9 Mar 2026');
    const ending = screen.getByRole('grid', { name: 'Ending in the next 14 days' });
    expect(ending.textContent).toContain('Sara Ali');
    expect(ending.textContent).toContain('20 Mar 2026');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await waitFor(() => expect(data.queries.at(-1)).toContain('from=2026-03-01'));
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/plan-report', {
      signedIn: true,
      language: 'ar',
      handlers: plansHandlers(plansData()),
    });
    expect(await screen.findByRole('heading', { name: 'تقرير الخطط' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('report-active').textContent).toBe('3'));
  });
});
