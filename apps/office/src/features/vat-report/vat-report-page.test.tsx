// The office's VAT report: the day's figures per emirate with the total and the number ranges,
// the period sent to the server, the CSV download, and the Arabic labels.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../test/fake-api.js';
import { renderOffice } from '../../test/render-office.js';

afterEach(() => vi.restoreAllMocks());

const dubai = {
  emirate: 'dubai',
  sales_net: 400,
  sales_vat: 20,
  credit_net: 100,
  credit_vat: 5,
  net: 300,
  vat: 15,
};
const nil = { sales_net: 0, sales_vat: 0, credit_net: 0, credit_vat: 0, net: 0, vat: 0 };

function reportHandler(asked: URLSearchParams[]) {
  return http.get(`${API}/office/vat-report`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (query.get('format') === 'csv') {
      return new HttpResponse('emirate,vat\r\ndubai,15.00\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    return HttpResponse.json({
      data: {
        from: query.get('from'),
        to: query.get('to'),
        rows: [dubai, { ...nil, emirate: 'sharjah' }],
        total: { ...dubai, emirate: null },
        invoices: { first: 'INV-000001', last: 'INV-000004', count: 4 },
        credit_notes: null,
      },
    });
  });
}

describe('the VAT report', () => {
  it("shows the day's VAT per emirate, the total and the numbers, and downloads the CSV", async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    const names: string[] = [];
    URL.createObjectURL = () => 'blob:vat';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderOffice('/office/vat', { signedIn: true, handlers: [reportHandler(asked)] });
    const row = await screen.findByTestId('vat-row-dubai');
    expect(within(row).getByRole('rowheader').textContent).toBe('Dubai');
    expect(row.textContent).toContain('15.00');
    expect(screen.getByTestId('vat-row-total').textContent).toContain('300.00');
    expect(screen.getByTestId('vat-invoices').textContent).toBe('INV-000001 to INV-000004 (4)');
    expect(screen.getByTestId('vat-credit-notes').textContent).toBe('None');
    const day = asked[0]?.get('from') ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked[0]?.get('to')).toBe(day);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual([`lamaa-vat-${day}-${day}.csv`]));
    expect(asked.at(-1)?.get('format')).toBe('csv');
  });

  it("opens on the branch's today, not the browser's, late in a UTC evening", async () => {
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ now: new Date('2026-11-26T21:30:00Z'), toFake: ['Date'] });
    try {
      const asked: URLSearchParams[] = [];
      renderOffice('/office/vat', { signedIn: true, handlers: [reportHandler(asked)] });
      await screen.findByTestId('vat-row-dubai');
      expect(asked[0]?.get('from')).toBe('2026-11-27');
      expect(asked[0]?.get('to')).toBe('2026-11-27');
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  it('reads in Arabic', async () => {
    renderOffice('/office/vat', {
      signedIn: true,
      language: 'ar',
      handlers: [reportHandler([])],
    });
    const row = await screen.findByTestId('vat-row-sharjah');
    expect(within(row).getByRole('rowheader').textContent).toBe('الشارقة');
    expect(screen.getByRole('heading', { name: 'تقرير ضريبة القيمة المضافة' })).toBeTruthy();
  });

  it('is not offered to a manager', async () => {
    renderOffice('/office/vat', { signedIn: true, role: 'manager', handlers: [reportHandler([])] });
    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeTruthy();
  });
});
