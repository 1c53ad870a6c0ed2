// Where cash lands: every cash payment, and (once refunds exist) every cash refund, posts to
// the open shift of its vault inside the payment's own transaction. The open shift's row is
// locked, so a close running at the same time either waits for the payment or, having closed
// first, makes the payment find no open shift and be refused: cash never lands in a closed shift.
import { type Fils, isCashDrawer } from '@lamaa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { shiftEntries, shifts } from '../db/schema/shifts.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { readShiftSettings } from './shift-settings-store.js';
import { lookupVault } from './vault-lookup.js';

/** The open shift of a vault, locked for the caller's transaction; undefined when none. */
export async function lockOpenShift(tx: Db, businessId: number, vaultId: number) {
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.business_id, businessId),
        eq(shifts.vault_id, vaultId),
        isNull(shifts.closed_at),
      ),
    )
    .for('update');
  return shift;
}

/** Whether a vault of the business is a cash vault (a till a shift can be opened on). */
export async function isCashVault(tx: Db, businessId: number, vaultId: number): Promise<boolean> {
  const vault = await lookupVault(tx, businessId, vaultId);
  return vault !== undefined && isCashDrawer(vault.methods);
}

/**
 * The shift a cash movement of `vaultId` posts to: its open shift, locked. Without one the
 * business's setting decides: refused with 409 `shift.not-open` (params: the vault) when cash
 * needs a shift, else undefined (the payment is taken outside any shift, as before shifts).
 * A vault that is not a cash vault has no shift.
 */
export async function shiftForCash(tx: Db, auth: AuthContext, vaultId: number | null) {
  const settings = await readShiftSettings(tx, auth.businessId);
  if (vaultId === null || !(await isCashVault(tx, auth.businessId, vaultId))) {
    if (settings.cashNeedsShift) {
      throw new ApiError(409, 'shift.vault-not-cash', { params: { vault_id: vaultId ?? 0 } });
    }
    return undefined;
  }
  const shift = await lockOpenShift(tx, auth.businessId, vaultId);
  if (!shift && settings.cashNeedsShift) {
    throw new ApiError(409, 'shift.not-open', { params: { vault_id: vaultId } });
  }
  return shift;
}

/** A cash payment as it reaches the drawer: what it took, what was handed over, the change. */
export interface CashPosting {
  readonly paymentId: number;
  readonly tendered: Fils;
  readonly change: Fils;
}

/** Posts a cash payment to a shift found with `shiftForCash` (nothing when there is none). */
export async function postCashSale(
  tx: Db,
  auth: AuthContext,
  shiftId: number | undefined,
  posting: CashPosting,
  now: Date,
): Promise<void> {
  if (shiftId === undefined) return;
  await tx.insert(shiftEntries).values({
    shift_id: shiftId,
    employee_id: auth.employeeId,
    kind: 'cash-sale',
    amount_fils: posting.tendered,
    change_fils: posting.change,
    payment_id: posting.paymentId,
    created_at: now,
  });
}

/**
 * The place a cash refund posts to the drawer: call it inside the refund's transaction with
 * the vault the cash leaves from. It takes the same rules as a payment (the open shift, locked;
 * refused with `shift.not-open` when the business needs one) and writes a `cash-refund`
 * posting, which the X and Z reports show on their refunds line.
 */
export async function postCashRefund(
  tx: Db,
  auth: AuthContext,
  refund: { vaultId: number; refundId: number; amount: Fils },
  now: Date,
): Promise<void> {
  const shift = await shiftForCash(tx, auth, refund.vaultId);
  if (!shift) return;
  await tx.insert(shiftEntries).values({
    shift_id: shift.id,
    employee_id: auth.employeeId,
    kind: 'cash-refund',
    amount_fils: refund.amount,
    refund_id: refund.refundId,
    created_at: now,
  });
}
