// A booking date must be a day of the calendar and a time a time of day: 2026-02-30 and
// 9999-99-99 match YYYY-MM-DD yet reached PostgreSQL's date parser and answered 500. They
// answer 422 naming the field; a real leap day is read as a date.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstServiceOrder, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

type Refusal = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let token: string;
let order: Record<string, unknown>;
beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  order = firstServiceOrder(await seededSale(server, token));
});
afterAll(async () => {
  await server.close();
});

const submit = (booking: { booking_date: string; booking_time: string }) =>
  server.call<Refusal>('POST', '/api/pos/order', { token, json: { ...order, ...booking } });

it.each(['2026-02-30', '9999-99-99', '2026-13-01', '2026-04-31', '2026-00-10', '2025-02-29'])(
  'answers 422 naming booking_date for %s',
  async (date) => {
    const answer = await submit({ booking_date: date, booking_time: '10:00' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      booking_date: ['The booking date must be a date (YYYY-MM-DD).'],
    });
  },
);

it.each(['24:00', '29:30'])('answers 422 naming booking_time for %s', async (time) => {
  const answer = await submit({ booking_date: '2030-01-01', booking_time: time });
  expect(answer.status).toBe(422);
  expect(answer.body.errors).toEqual({
    booking_time: ['The booking time must be a time (HH:MM).'],
  });
});

it('reads a leap day as a date: only its time slot is missing', async () => {
  const answer = await submit({ booking_date: '2028-02-29', booking_time: '10:00' });
  expect(answer.status).toBe(422);
  expect(Object.keys(answer.body.errors ?? {})).toEqual(['booking_time']);
});
