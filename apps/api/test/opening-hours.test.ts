// The office's opening hours: a branch's schedule per location type, read and saved by the
// owner or the branch's manager, refused field by field with the domain's codes, and followed
// at once by the counter: a closed date offers no slot, and a capacity lowered below what a
// slot holds keeps its bookings but takes no new one.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, seededSale, type SeededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Hours {
  branch_id: number;
  type: 'in_shop' | 'remote';
  time_zone: string;
  today: string;
  weekly: ({ from: string; to: string } | null)[];
  slot_minutes: number;
  capacity: number;
  closed_dates: string[];
  special_hours: { date: string; from: string; to: string }[];
}
type Day = { date: string; slots: { from: string; to: string; available: boolean }[] };

const day = (offset: number) => localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset);
const standardWeek = Array.from({ length: 7 }, () => ({ from: '09:00', to: '21:00' }));

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, world.tokens.cashier);
});
afterAll(async () => {
  await server.close();
});

const read = (branchId: number, type = 'in_shop', token = world.tokens.owner) =>
  server.call<{ data: Hours; code?: string }>(
    'GET',
    `/api/office/opening-hours?branch_id=${branchId}&type=${type}`,
    { token },
  );

/** Saves the in-shop schedule of the demo branch: the standard week unless `change` says. */
const save = (change: Partial<Hours>, token = world.tokens.owner) =>
  server.call<{ data: Hours; code?: string; errors?: Record<string, string[]> }>(
    'PUT',
    '/api/office/opening-hours',
    {
      token,
      json: {
        branch_id: world.ownBranch,
        type: 'in_shop',
        weekly: standardWeek,
        slot_minutes: 60,
        capacity: 3,
        closed_dates: [],
        special_hours: [],
        ...change,
      },
    },
  );

const availability = async (type = 'in_shop') =>
  (
    await server.call<{ data: Day[] }>('GET', `/api/pos/availability?type=${type}`, {
      token: world.tokens.cashier,
    })
  ).body.data;
const slotsOf = async (date: string, type = 'in_shop') =>
  (await availability(type)).find((entry) => entry.date === date)?.slots ?? [];

const book = (date: string, time: string) =>
  server.call<{ code?: string; order?: { id: number } }>('POST', '/api/pos/order', {
    token: world.tokens.cashier,
    json: { ...firstServiceOrder(sale), booking_date: date, booking_time: time },
  });

const slotRow = async (date: string, from: string) =>
  (
    await server.database.db
      .select()
      .from(timeSlots)
      .where(
        and(
          eq(timeSlots.branch_id, world.ownBranch),
          eq(timeSlots.type, 'in_shop'),
          eq(timeSlots.date, date),
          eq(timeSlots.from, from),
        ),
      )
  )[0];

describe('GET and PUT /office/opening-hours', () => {
  it("answers the demo branch's seeded hours, the ones the counter offered before", async () => {
    const answer = await read(world.ownBranch);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      branch_id: world.ownBranch,
      type: 'in_shop',
      time_zone: DEFAULT_BRANCH_TIME_ZONE,
      today: day(0),
      weekly: standardWeek,
      slot_minutes: 60,
      capacity: 3,
      closed_dates: [],
      special_hours: [],
    });
    const remote = (await read(world.ownBranch, 'remote')).body.data;
    expect([remote.slot_minutes, remote.capacity, remote.weekly[0]]).toEqual([
      120,
      2,
      { from: '10:00', to: '18:00' },
    ]);
  });

  it("lets a manager keep their own branch's hours only, and a cashier none", async () => {
    expect((await read(world.ownBranch, 'in_shop', world.tokens.manager)).status).toBe(200);
    const other = await read(world.otherBranch, 'in_shop', world.tokens.manager);
    expect([other.status, other.body.code]).toEqual([403, 'access.forbidden']);
    expect((await read(world.ownBranch, 'in_shop', world.tokens.cashier)).status).toBe(403);
    const stranger = await read(world.ownBranch, 'in_shop', world.stranger);
    expect([stranger.status, stranger.body.code]).toEqual([404, 'branch.not-found']);
  });

  it('refuses each field with its code and saves nothing', async () => {
    const cases: [Partial<Hours>, string, string][] = [
      [{ capacity: 0 }, 'capacity', 'opening-hours.capacity-invalid'],
      [{ slot_minutes: 50 }, 'weekly.0.to', 'opening-hours.hours-uneven'],
      [{ slot_minutes: 7 }, 'slot_minutes', 'opening-hours.slot-length-invalid'],
      [
        { weekly: standardWeek.map((h, i) => (i === 3 ? { from: '18:00', to: '09:00' } : h)) },
        'weekly.3.to',
        'opening-hours.from-after-to',
      ],
      [{ closed_dates: [day(-1)] }, 'closed_dates.0', 'opening-hours.date-past'],
      [
        { closed_dates: [day(2)], special_hours: [{ date: day(2), from: '10:00', to: '12:00' }] },
        'special_hours.0.date',
        'opening-hours.date-repeated',
      ],
    ];
    for (const [change, field, code] of cases) {
      const answer = await save(change);
      expect([answer.status, answer.body.code], code).toEqual([422, code]);
      expect(Object.keys(answer.body.errors ?? {}), code).toContain(field);
    }
    expect((await read(world.ownBranch)).body.data.capacity).toBe(3);
  });
});

describe('the counter follows the hours', () => {
  it('offers no slot on a closed date and books none there, keeping the bookings it held', async () => {
    // The seed filled tomorrow's 10:00, 11:00 and 17:00 in the shop.
    expect((await slotsOf(day(1))).length).toBeGreaterThan(0);
    expect((await save({ closed_dates: [day(1)] })).status).toBe(200);
    expect((await availability()).map((entry) => entry.date)).not.toContain(day(1));
    expect((await slotsOf(day(1), 'remote')).length).toBe(4);
    const refused = await book(day(1), '12:00');
    expect([refused.status, refused.body.code]).toEqual([422, 'slot.not-found']);
    expect((await slotRow(day(1), '10:00'))?.booked).toBe(3);
    expect(await slotRow(day(1), '12:00')).toBeUndefined();

    expect((await save({ closed_dates: [] })).status).toBe(200);
    expect((await slotsOf(day(1))).find((slot) => slot.from === '12:00')?.available).toBe(true);
  });

  it('keeps the bookings of a slot whose capacity drops below them and takes no new one', async () => {
    const date = day(2);
    expect((await book(date, '14:00')).status).toBe(201);
    expect((await book(date, '14:00')).status).toBe(201);
    expect((await save({ capacity: 1 })).status).toBe(200);
    expect(await slotRow(date, '14:00')).toMatchObject({ booked: 2, capacity: 1 });
    const slots = await slotsOf(date);
    expect(slots.find((slot) => slot.from === '14:00')?.available).toBe(false);
    expect(slots.find((slot) => slot.from === '15:00')?.available).toBe(true);
    const full = await book(date, '14:00');
    expect([full.status, full.body.code]).toEqual([409, 'slot.full']);
    expect((await slotRow(date, '14:00'))?.booked).toBe(2);

    expect((await save({ capacity: 3 })).status).toBe(200);
    expect((await book(date, '14:00')).status).toBe(201);
    expect(await slotRow(date, '14:00')).toMatchObject({ booked: 3, capacity: 3 });
  });

  it('lays the coming days out anew with special hours and another slot length', async () => {
    const special = day(4);
    expect(
      (
        await save({
          slot_minutes: 120,
          weekly: standardWeek.map(() => ({ from: '09:00', to: '21:00' })),
          special_hours: [{ date: special, from: '12:00', to: '16:00' }],
        })
      ).status,
    ).toBe(200);
    expect((await slotsOf(special)).map((slot) => `${slot.from}-${slot.to}`)).toEqual([
      '12:00-14:00',
      '14:00-16:00',
    ]);
    expect((await slotsOf(day(3))).map((slot) => slot.from)).toEqual([
      '09:00',
      '11:00',
      '13:00',
      '15:00',
      '17:00',
      '19:00',
    ]);
    const saved = (await read(world.ownBranch)).body.data;
    expect(saved.special_hours).toEqual([{ date: special, from: '12:00', to: '16:00' }]);
  });

  it('writes each change of the hours to the audit log with what changed', async () => {
    const rows = await server.call<{ data: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      '/api/office/audit?action=opening-hours.update',
      { token: world.tokens.owner },
    );
    expect(rows.body.data.length).toBeGreaterThanOrEqual(4);
    expect(rows.body.data[0]).toMatchObject({
      before: { slot_minutes: 60, special_hours: '' },
      after: { slot_minutes: 120, special_hours: `${day(4)} 12:00-16:00` },
    });
  });
});
