// The figures of a shift's X report (any time, nothing reset) and of its Z report (frozen at
// close): sales by method, refunds, discounts, VAT, cash movements and the expected cash, all
// worked out with the domain's shiftCash.
import {
  type DenominationCounts,
  filsToAed,
  shiftCash,
  type ShiftEntry,
  type CashMovementReason,
} from '@lamaa/domain';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, payments } from '../db/schema/orders.js';
import { employees } from '../db/schema/people.js';
import type { shifts } from '../db/schema/shifts.js';
import { shiftEntries } from '../db/schema/shifts.js';
import { taxInvoices } from '../db/schema/tax-invoices.js';
import { lookupVault } from './vault-lookup.js';

type ShiftRow = typeof shifts.$inferSelect;
type EntryRow = typeof shiftEntries.$inferSelect;

/** The link of a closed shift's printable Z report. */
export function zReportUrl(token: string): string {
  return `/z/${token}`;
}

function toEntry(row: EntryRow): ShiftEntry {
  if (row.kind === 'cash-sale') {
    return { kind: 'cash-sale', tendered: row.amount_fils, change: row.change_fils };
  }
  if (row.kind === 'cash-refund') return { kind: 'cash-refund', amount: row.amount_fils };
  return { kind: 'movement', reason: row.reason as CashMovementReason, amount: row.amount_fils };
}

async function people(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { id: number; name: string; name_ar: string }>();
  const rows = await db
    .select({ id: employees.id, name: employees.name_en, name_ar: employees.name_ar })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Card, online and bank payments taken at the shift's branch while it was open, by method. */
async function otherSales(db: Db, shift: ShiftRow, until: Date) {
  const branch = shift.branch_id === null ? undefined : eq(orders.branch_id, shift.branch_id);
  return db
    .select({
      method: payments.method,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amount_fils}), 0)::bigint`,
      orderIds: sql<number[]>`array_agg(distinct ${payments.order_id})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(
      and(
        eq(payments.business_id, shift.business_id),
        ne(payments.method, 'cash'),
        gte(payments.created_at, shift.opened_at),
        lt(payments.created_at, until),
        branch,
      ),
    )
    .groupBy(payments.method)
    .orderBy(asc(payments.method));
}

/** The orders' discounts, VAT, and the first and last tax invoice among them. */
async function orderFigures(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { discounts: 0, vat: 0, first: null, last: null };
  const rows = await db
    .select({ discount: orders.discount_fils, vat: orders.vat })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const invoices = await db
    .select({ number: taxInvoices.number })
    .from(taxInvoices)
    .where(inArray(taxInvoices.order_id, orderIds))
    .orderBy(asc(taxInvoices.id));
  return {
    discounts: rows.reduce((sum, row) => sum + row.discount, 0),
    vat: rows.reduce((sum, row) => sum + (row.vat?.vat ?? 0), 0),
    first: invoices[0]?.number ?? null,
    last: invoices.at(-1)?.number ?? null,
  };
}

/** The cash a shift's drawer should hold now, in fils, from its float and postings. */
export async function expectedCash(db: Db, shift: ShiftRow): Promise<number> {
  const entries = await db.select().from(shiftEntries).where(eq(shiftEntries.shift_id, shift.id));
  return shiftCash(shift.float_fils, entries.map(toEntry)).expected;
}

const counts = (value: DenominationCounts | null) => value ?? null;
const aed = (fils: number | null) => (fils === null ? null : filsToAed(fils));

/**
 * The report of a shift as the contract answers it (X while open, figures up to `until`; Z
 * once closed; money in AED), and the expected cash in fils that the close compares with.
 */
export async function shiftReport(db: Db, shift: ShiftRow, until: Date) {
  const entries = await db
    .select()
    .from(shiftEntries)
    .where(eq(shiftEntries.shift_id, shift.id))
    .orderBy(asc(shiftEntries.id));
  const cash = shiftCash(shift.float_fils, entries.map(toEntry));
  const sales = entries.filter((row) => row.kind === 'cash-sale');
  const refunds = entries.filter((row) => row.kind === 'cash-refund');
  const others = await otherSales(db, shift, until);
  const cashPaymentIds = sales.flatMap((row) => (row.payment_id === null ? [] : [row.payment_id]));
  const cashOrders =
    cashPaymentIds.length === 0
      ? []
      : await db
          .select({ id: payments.order_id })
          .from(payments)
          .where(inArray(payments.id, cashPaymentIds));
  const orderIds = [
    ...new Set([...cashOrders.map((row) => row.id), ...others.flatMap((row) => row.orderIds)]),
  ];
  const figures = await orderFigures(db, orderIds);
  const vault = await lookupVault(db, shift.business_id, shift.vault_id);
  const who = await people(db, [
    shift.opened_by,
    shift.closed_by,
    shift.approved_by,
    ...entries.map((row) => row.employee_id),
  ]);
  const person = (id: number | null) => (id === null ? null : (who.get(id) ?? null));
  const isClosed = shift.closed_at !== null;
  const report = {
    id: shift.id,
    kind: isClosed ? 'Z' : 'X',
    z_number: shift.z_number,
    status: isClosed ? 'closed' : 'open',
    vault: { id: shift.vault_id, title: vault?.title ?? '' },
    branch_id: shift.branch_id,
    opened_by: person(shift.opened_by),
    opened_at: shift.opened_at.toISOString(),
    closed_by: person(shift.closed_by),
    closed_at: shift.closed_at?.toISOString() ?? null,
    float: filsToAed(shift.float_fils),
    float_counts: counts(shift.float_counts),
    sales: [
      { method: 'cash', count: sales.length, amount: filsToAed(cash.cashSales) },
      ...others.map((row) => ({
        method: row.method,
        count: row.count,
        amount: filsToAed(Number(row.amount)),
      })),
    ],
    refunds: { count: refunds.length, amount: filsToAed(cash.refunds) },
    voids: { count: 0, amount: 0 },
    discounts: filsToAed(figures.discounts),
    vat: filsToAed(figures.vat),
    cash: {
      tendered: filsToAed(cash.tendered),
      change: filsToAed(cash.change),
      cash_sales: filsToAed(cash.cashSales),
      refunds: filsToAed(cash.refunds),
      cash_in: filsToAed(cash.cashIn),
      cash_out: filsToAed(cash.cashOut),
      expected: filsToAed(cash.expected),
    },
    movements: entries
      .filter((row) => row.kind === 'movement')
      .map((row) => ({
        id: row.id,
        reason: row.reason ?? '',
        amount: filsToAed(row.amount_fils),
        note: row.note,
        employee: person(row.employee_id),
        created_at: row.created_at.toISOString(),
      })),
    counted: aed(shift.counted_fils),
    counted_counts: counts(shift.counted_counts),
    variance: aed(shift.variance_fils),
    variance_reason: shift.variance_reason,
    approved_by: person(shift.approved_by),
    first_invoice: figures.first,
    last_invoice: figures.last,
    report_url: shift.report_token === null ? null : zReportUrl(shift.report_token),
  };
  return { report, expectedFils: cash.expected };
}

/** A report as answered. */
export type ShiftReport = Awaited<ReturnType<typeof shiftReport>>['report'];
