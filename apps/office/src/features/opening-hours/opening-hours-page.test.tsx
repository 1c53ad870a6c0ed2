import { assertContractAnswer } from '@lamaa/api-client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { renderOffice } from '../../test/render-office.js';

const PATH = '/office/opening-hours';
const week = Array.from({ length: 7 }, () => ({ from: '09:00', to: '21:00' }));
const saved = {
  branch_id: 1,
  type: 'in_shop' as const,
  time_zone: 'Asia/Dubai',
  today: '2026-11-26',
  weekly: week,
  slot_minutes: 60,
  capacity: 3,
  closed_dates: [],
  special_hours: [],
};

/** The fake server's opening hours: answers `saved`, keeps every body sent. */
function hoursHandlers(sent: unknown[], put?: () => Response) {
  return [
    http.get(`${API}${PATH}`, () =>
      HttpResponse.json(assertContractAnswer('GET', PATH, 200, { data: saved })),
    ),
    http.put(`${API}${PATH}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (put) return put();
      const answer = { ...saved, ...body, branch_id: saved.branch_id, type: saved.type };
      return HttpResponse.json(assertContractAnswer('PUT', PATH, 200, { data: answer }));
    }),
  ];
}

const field = (label: string | RegExp) => screen.findByLabelText<HTMLInputElement>(label);

describe('the opening hours screen', () => {
  it("shows the branch's week as saved, every day open 09:00 to 21:00", async () => {
    renderOffice('/office/hours', { signedIn: true, handlers: hoursHandlers([]) });
    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect((await field('Sunday opens at')).value).toBe('09:00');
    expect((await field('Saturday closes at')).value).toBe('21:00');
    expect((await field('Bookings per slot')).value).toBe('3');
    expect(screen.getByText('No closed dates.')).toBeTruthy();
  });

  it('closes Fridays, adds a closed date and special hours, and sends the whole schedule', async () => {
    const sent: unknown[] = [];
    renderOffice('/office/hours', { signedIn: true, handlers: hoursHandlers(sent) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Open on Friday' }));
    expect(screen.queryByLabelText('Friday opens at')).toBeNull();
    const capacity = await field('Bookings per slot');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a closed date' }));
    fireEvent.change(await field('Closed date 1'), { target: { value: '2026-12-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add special hours' }));
    const closes = await field('Closes at, date 1');
    await userEvent.clear(closes);
    await userEvent.type(closes, '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        branch_id: 1,
        type: 'in_shop',
        weekly: week.map((day, index) => (index === 5 ? null : day)),
        slot_minutes: 60,
        capacity: 2,
        closed_dates: ['2026-12-02'],
        special_hours: [{ date: '2026-11-26', from: '09:00', to: '12:00' }],
      },
    ]);
  });

  it('checks with the domain before sending: a capacity of 0 and hours that are not whole slots', async () => {
    const sent: unknown[] = [];
    renderOffice('/office/hours', { signedIn: true, handlers: hoursHandlers(sent) });
    const capacity = await field('Bookings per slot');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    const closes = await field('Monday closes at');
    await userEvent.clear(closes);
    await userEvent.type(closes, '21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Enter a capacity from 1 to 99 bookings a slot.')).toBeTruthy();
    expect(screen.getByText(/The open hours must hold a whole number of slots/)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(closes.value).toBe('21:30');
  });

  it("shows the server's refusal on its date in Arabic, the dates typed kept", async () => {
    const sent: unknown[] = [];
    const refusal = assertContractAnswer('PUT', PATH, 422, {
      code: 'opening-hours.date-past',
      message: "The date is before the branch's today.",
      errors: { 'closed_dates.0': ["The date is before the branch's today."] },
    });
    renderOffice('/office/hours', {
      signedIn: true,
      language: 'ar',
      handlers: hoursHandlers(sent, () => HttpResponse.json(refusal, { status: 422 })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'أضف يوم إغلاق' }));
    const date = await field('يوم الإغلاق 1');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ ساعات العمل' }));
    expect(await screen.findByText('اختر اليوم أو تاريخًا بعده (حسب تقويم الفرع).')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(date.value).toBe('2026-11-26');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
