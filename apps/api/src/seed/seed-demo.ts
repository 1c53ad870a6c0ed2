// The demo data an empty embedded database receives: reference data, the demo business
// (2 branches, 36 customers, the full catalogue, 210 orders in every status, slots with some
// full) and a second, smaller business for the isolation tests; on request (LAMAA_SEED=catalogue)
// the demo business also gets the generated catalogue of the latency benchmark. The demo
// manager and owner approve at the counter with the demo approval PIN.
import {
  DEFAULT_BRANCH_TIME_ZONE,
  DEFAULT_SHIFT_SETTINGS,
  DEFAULT_SLOT_SCHEDULES,
  LOCATION_TYPES,
} from '@lamaa/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { timeSlots } from '../db/schema/catalogue.js';
import { slotSchedules } from '../db/schema/opening-hours.js';
import { approvalPins } from '../db/schema/approvals.js';
import { shiftSettings } from '../db/schema/shifts.js';
import { businesses, employees } from '../db/schema/people.js';
import { hashPassword } from '../services/auth-service.js';
import { ensureBranchSlots, localDate } from '../services/slot-service.js';
import type { SeededBusiness } from './seed-business.js';
import { seedBusiness } from './seed-business.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedPlans } from './seed-plans.js';
import { seedOrders } from './seed-orders.js';
import { seedReference } from './seed-reference.js';

/** The demo password of every demo employee (demo data only; production has none). */
export const DEMO_PASSWORD = 'lamaa-demo-2026';

/** The documented demo sign-in of the main demo business. */
export const DEMO_SIGN_IN = { email: 'cashier@lamaa.demo', password: DEMO_PASSWORD } as const;

/**
 * The demo business's staff, one of each role (the cashier first: the seeded orders are theirs);
 * every one signs in with the demo password.
 */
export const DEMO_STAFF = [
  { email: DEMO_SIGN_IN.email, name: ['Sami Cashier', 'سامي الكاشير'], branch: 0, role: 'cashier' },
  {
    email: 'manager@lamaa.demo',
    name: ['Mona Manager', 'منى المديرة'],
    branch: 0,
    role: 'manager',
  },
  { email: 'owner@lamaa.demo', name: ['Layla Owner', 'ليلى المالكة'], branch: 0, role: 'owner' },
  {
    email: 'store@lamaa.demo',
    name: ['Khalid Store-keeper', 'خالد أمين المخزن'],
    branch: 0,
    role: 'store-keeper',
  },
] as const;

/** The demo approval PIN of the demo manager and owner (demo data only). */
export const DEMO_APPROVAL_PIN = '2468';

/** The demo employees who approve at the counter with DEMO_APPROVAL_PIN. */
export const DEMO_APPROVERS = ['manager@lamaa.demo', 'owner@lamaa.demo'] as const;

/** Gives the demo approvers the demo PIN. */
async function seedApprovalPins(db: Db): Promise<void> {
  const pinHash = await hashPassword(DEMO_APPROVAL_PIN);
  const approvers = await db
    .select({ id: employees.id })
    .from(employees)
    .where(inArray(employees.email, [...DEMO_APPROVERS]));
  if (approvers.length === 0) return;
  await db
    .insert(approvalPins)
    .values(approvers.map((approver) => ({ employee_id: approver.id, pin_hash: pinHash })));
}

/**
 * Lets the demo business take cash without an open shift, so a first look at the counter sells
 * at once; a new business needs its drawer's shift open (the domain's default). The office's
 * shift settings switch it.
 */
async function cashWithoutShift(db: Db, businessId: number): Promise<void> {
  await db.insert(shiftSettings).values({
    business_id: businessId,
    cash_needs_shift: false,
    variance_threshold_fils: DEFAULT_SHIFT_SETTINGS.varianceThresholdFils,
  });
}

/** The sign-in of the second business (for isolation checks). */
export const SECOND_SIGN_IN = { email: 'owner@oasis.demo', password: DEMO_PASSWORD } as const;

/** Orders seeded per status in the demo business. */
export const DEMO_ORDERS_PER_STATUS = 30;

/** Writes the standard opening hours as every demo branch's schedule, both location types. */
async function seedSchedules(db: Db, business: SeededBusiness): Promise<void> {
  await db.insert(slotSchedules).values(
    business.branchIds.flatMap((branchId) =>
      LOCATION_TYPES.map((type) => {
        const { weekly, slot_minutes, capacity } = DEFAULT_SLOT_SCHEDULES[type];
        return {
          business_id: business.businessId,
          branch_id: branchId,
          type,
          weekly: [...weekly],
          slot_minutes,
          capacity,
        };
      }),
    ),
  );
}

/** Fills the next days' first slots of the first branch so the picker shows unavailable ones. */
async function fillSomeSlots(db: Db, business: SeededBusiness, now: Date): Promise<void> {
  const { businessId } = business;
  const branchId = business.branchIds[0] ?? 0;
  await ensureBranchSlots(db, { businessId, branchId, timeZone: DEFAULT_BRANCH_TIME_ZONE }, now);
  const full = sql`${timeSlots.capacity}`;
  await db
    .update(timeSlots)
    .set({ booked: full })
    .where(
      and(
        eq(timeSlots.branch_id, branchId),
        eq(timeSlots.type, 'in_shop'),
        eq(timeSlots.date, localDate(now, DEFAULT_BRANCH_TIME_ZONE, 1)),
        inArray(timeSlots.from, ['10:00', '11:00', '17:00']),
      ),
    );
  await db
    .update(timeSlots)
    .set({ booked: full })
    .where(
      and(
        eq(timeSlots.branch_id, branchId),
        eq(timeSlots.type, 'remote'),
        eq(timeSlots.date, localDate(now, DEFAULT_BRANCH_TIME_ZONE, 2)),
        eq(timeSlots.from, '14:00'),
      ),
    );
}

/**
 * Seeds the demo when the database has no business yet; answers whether it seeded. With
 * `withCatalogue`, the demo business also gets 2,000 generated services and products.
 */
export async function seedDemo(db: Db, now = new Date(), withCatalogue = false): Promise<boolean> {
  await seedReference(db);
  const [existing] = await db.select({ n: count() }).from(businesses);
  if ((existing?.n ?? 0) > 0) return false;
  const main = await seedBusiness(db, {
    name: 'Lamaa Car Care',
    seed: 20_260_101,
    branches: [
      ['Al Quoz Branch', 'فرع القوز'],
      ['Jumeirah Branch', 'فرع جميرا'],
    ],
    emirate: 'dubai',
    employees: DEMO_STAFF,
    password: DEMO_PASSWORD,
    customers: 36,
    share: 1,
  });
  await seedOrders(db, main, DEMO_ORDERS_PER_STATUS * 7, 7, now);
  await seedSchedules(db, main);
  await fillSomeSlots(db, main, now);
  await seedApprovalPins(db);
  await cashWithoutShift(db, main.businessId);
  await seedPlans(db, main.businessId);
  if (withCatalogue) await seedCatalogue(db, main.businessId);
  const second = await seedBusiness(db, {
    name: 'Oasis Auto Spa',
    seed: 20_260_202,
    branches: [['Sharjah Branch', 'فرع الشارقة']],
    emirate: 'sharjah',
    employees: [
      { email: SECOND_SIGN_IN.email, name: ['Omar Owner', 'عمر المالك'], branch: 0, role: 'owner' },
    ],
    password: DEMO_PASSWORD,
    customers: 6,
    share: 0.4,
  });
  await seedOrders(db, second, 21, 11, now);
  return true;
}
