// What the counter writes to the audit log besides approvals: every sale, every payment taken
// later, every order deleted and every refund, each by the employee signed in at the till,
// and the opening and closing of each cash shift. Amounts are written in AED (two decimals)
// like every other audited money value.
import { filsToAed, type AuditAction, type Fils } from '@lamaa/domain';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../http/app-env.js';
import { writeAudit } from './audit-log.js';

/** The order a counter change was made to, as the audit row names it. */
export interface AuditedOrder {
  readonly id: number;
  readonly number: string;
  readonly totalFils: Fils;
  readonly paidFils: Fils;
}

async function writeOrderAudit(
  tx: Db,
  auth: AuthContext,
  action: AuditAction,
  order: AuditedOrder,
  values: Record<string, unknown>,
): Promise<void> {
  await writeAudit(tx, auth.businessId, auth.employeeId, {
    action,
    subject: 'order',
    subjectId: order.id,
    branchId: auth.branchId,
    before: null,
    after: {
      order_number: order.number,
      total: filsToAed(order.totalFils),
      paid: filsToAed(order.paidFils),
      ...values,
    },
  });
}

/** A sale made at the counter: the order, who bought it, and what was paid at checkout. */
export async function auditSale(
  tx: Db,
  auth: AuthContext,
  order: AuditedOrder,
  sale: { customer: string; vehicle: string; method: string },
): Promise<void> {
  await writeOrderAudit(tx, auth, 'order.create', order, sale);
}

/** A payment taken on an existing order; `order.paidFils` is the paid total after it. */
export async function auditPayment(
  tx: Db,
  auth: AuthContext,
  order: AuditedOrder,
  payment: { amountFils: Fils; method: string },
): Promise<void> {
  await writeOrderAudit(tx, auth, 'payment.create', order, {
    amount: filsToAed(payment.amountFils),
    method: payment.method,
  });
}

/** An unpaid order deleted from the orders screen, with the status it had. */
export async function auditOrderDelete(
  tx: Db,
  auth: AuthContext,
  order: AuditedOrder,
  status: string,
): Promise<void> {
  await writeOrderAudit(tx, auth, 'order.delete', order, { status });
}

/** A refund given on an order: the amount, how it was paid out and why, and its credit note. */
export async function auditRefund(
  tx: Db,
  auth: AuthContext,
  order: AuditedOrder,
  refund: { amountFils: Fils; method: string; reason: string; creditNote: string | null },
): Promise<void> {
  await writeOrderAudit(tx, auth, 'refund.create', order, {
    amount: filsToAed(refund.amountFils),
    method: refund.method,
    reason: refund.reason,
    credit_note: refund.creditNote,
  });
}

/** A cash shift opened or closed on a vault, with the figures the Z report keeps. */
export async function auditShift(
  tx: Db,
  auth: AuthContext,
  action: 'shift.open' | 'shift.close',
  shift: { id: number; values: Record<string, unknown> },
): Promise<void> {
  await writeAudit(tx, auth.businessId, auth.employeeId, {
    action,
    subject: 'shift',
    subjectId: shift.id,
    branchId: auth.branchId,
    before: null,
    after: shift.values,
  });
}
