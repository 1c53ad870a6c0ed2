// The office's list of shifts: each shift with its count and variance, one above the threshold
// flagged in words (not by colour alone), the Z report link, the filters sent to the server,
// the CSV download, the Arabic labels, and a manager without the branch filter.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../test/fake-api.js';
import { pick } from '../../test/pick.js';
import { renderOffice } from '../../test/render-office.js';

afterEach(() => vi.restoreAllMocks());

const cashier = { id: 6, name: 'Sami Cashier', name_ar: 'سامي' };
const manager = { id: 7, name: 'Mona Manager', name_ar: 'منى' };
const closed = {
  id: 41,
  status: 'closed',
  z_number: 3,
  branch: { id: 1, name: 'Al Quoz', name_ar: 'القوز' },
  vault: { id: 2, title: 'Front till', title_ar: 'الصندوق الأمامي' },
  time_zone: 'Asia/Dubai',
  opened_by: cashier,
  opened_at: '2026-11-26T04:00:00.000Z',
  opened_local: '2026-11-26 08:00',
  closed_by: cashier,
  closed_at: '2026-11-26T16:00:00.000Z',
  closed_local: '2026-11-26 20:00',
  float: 200,
  expected: 450.5,
  counted: 445.5,
  variance: -5,
  variance_reason: 'change given twice',
  over_threshold: true,
  approved_by: manager,
  report_url: '/z/abcdefghijklmnopqrstuvwx',
};
const open = {
  ...closed,
  id: 42,
  status: 'open',
  z_number: null,
  vault: { id: 3, title: 'Back till', title_ar: 'الصندوق الخلفي' },
  closed_by: null,
  closed_at: null,
  closed_local: null,
  expected: 100,
  counted: null,
  variance: null,
  variance_reason: null,
  over_threshold: false,
  approved_by: null,
  report_url: null,
};

function handlers(asked: URLSearchParams[]) {
  return [
    http.get(`${API}/office/shifts`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('format') === 'csv') {
        return new HttpResponse('shift_id,status\r\n41,closed\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }
      const body = {
        data: {
          from: query.get('from'),
          to: query.get('to'),
          variance_threshold: 2,
          shifts: query.get('vault_id') === '2' ? [closed] : [open, closed],
        },
      };
      return HttpResponse.json(assertContractAnswer('GET', '/office/shifts', 200, body));
    }),
    http.get(`${API}/pos/vaults`, () =>
      HttpResponse.json(
        assertContractAnswer('GET', '/pos/vaults', 200, {
          data: [
            {
              id: 2,
              title: 'Front till',
              name: { en: 'Front till', ar: 'الصندوق الأمامي' },
              type: 'cash',
            },
            {
              id: 3,
              title: 'Back till',
              name: { en: 'Back till', ar: 'الصندوق الخلفي' },
              type: 'cash',
            },
          ],
        }),
      ),
    ),
  ];
}

describe('the shifts of the office', () => {
  it('flags a variance above the threshold in words and links its Z report', async () => {
    const asked: URLSearchParams[] = [];
    renderOffice('/office/shifts', { signedIn: true, handlers: handlers(asked) });
    const row = await screen.findByTestId('shift-row-41');
    expect(within(row).getByRole('rowheader').textContent).toBe('Front tillZ 3');
    // Read on the branch's clock (04:00 UTC is 8 in Dubai) in the screen's language.
    expect(row.querySelector('time')?.textContent).toBe('26 Nov 2026, 8:00 AM');
    expect(row.textContent).toContain('26 Nov 2026, 8:00 PM');
    expect(row.textContent).toContain('Sami Cashier');
    expect(screen.getByTestId('shift-variance-41').textContent).toContain('Above threshold');
    expect(screen.getByTestId('shift-variance-41').textContent).toContain('change given twice');
    const link = within(row).getByRole('link', { name: 'Open Z report 3 of Front till' });
    expect(link.getAttribute('href')).toBe('/z/abcdefghijklmnopqrstuvwx');
    const openRow = screen.getByTestId('shift-row-42');
    expect(within(openRow).getByRole('rowheader').textContent).toBe('Back tillOpen');
    expect(screen.getByTestId('shift-variance-42').textContent).toBe('—');
    expect(within(openRow).queryByRole('link')).toBeNull();
    const day = asked[0]?.get('from') ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked[0]?.get('to')).toBe(day);
    expect(asked[0]?.has('vault_id')).toBe(false);
  });

  it('narrows to a drawer and downloads the CSV of what it lists', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    const names: string[] = [];
    URL.createObjectURL = () => 'blob:shifts';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderOffice('/office/shifts', { signedIn: true, handlers: handlers(asked) });
    await screen.findByTestId('shift-row-42');
    expect(screen.getByRole('button', { name: /Branch/ })).toBeTruthy();
    await pick(user, document.body, /Cash drawer/, 'Front till');
    await waitFor(() => expect(screen.queryByTestId('shift-row-42')).toBeNull());
    expect(asked.at(-1)?.get('vault_id')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const day = asked[0]?.get('from') ?? '';
    await waitFor(() => expect(names).toEqual([`lamaa-shifts-${day}-${day}.csv`]));
    expect(asked.at(-1)?.get('format')).toBe('csv');
    expect(asked.at(-1)?.get('vault_id')).toBe('2');
  });

  it('reads in Arabic, the vaults named in Arabic too', async () => {
    const user = userEvent.setup();
    renderOffice('/office/shifts', {
      signedIn: true,
      language: 'ar',
      handlers: handlers([]),
    });
    const row = await screen.findByTestId('shift-row-41');
    expect(screen.getByRole('heading', { name: 'الورديات' })).toBeTruthy();
    expect(screen.getByTestId('shift-variance-41').textContent).toContain('فوق الحد');
    expect(row.textContent).toContain('سامي');
    expect(row.querySelector('time')?.textContent).toMatch(/^26\u200f\/11\u200f\/2026، 8:00 ص$/);
    expect(within(row).getByRole('rowheader').textContent).toContain('الصندوق الأمامي');
    expect(row.textContent).not.toContain('Front till');
    expect(within(row).getByRole('link').getAttribute('aria-label')).toContain('الصندوق الأمامي');
    await pick(user, document.body, /درج النقد/, 'الصندوق الخلفي');
  });

  it("opens on the branch's today, not the browser's, late in a UTC evening", async () => {
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ now: new Date('2026-11-26T21:30:00Z'), toFake: ['Date'] });
    try {
      const asked: URLSearchParams[] = [];
      renderOffice('/office/shifts', { signedIn: true, handlers: handlers(asked) });
      await screen.findByTestId('shift-row-41');
      expect(asked[0]?.get('from')).toBe('2026-11-27');
      expect(asked[0]?.get('to')).toBe('2026-11-27');
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  it('is offered to a manager, for their own branch without the branch filter', async () => {
    renderOffice('/office/shifts', { signedIn: true, role: 'manager', handlers: handlers([]) });
    await screen.findByTestId('shift-row-41');
    expect(screen.getByRole('link', { name: 'Shifts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Branch/ })).toBeNull();
  });
});
