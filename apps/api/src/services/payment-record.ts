// The one place a movement of money on an order is written: a payment taken (a positive
// amount) or a refund given back (a negative one), on the vault it went into or came out of.
// Whatever else must follow every movement of money (a cash shift's totals) hooks in here.
import type { Db } from '../db/database.js';
import { payments } from '../db/schema/orders.js';

/** A movement of money on an order, in fils: above 0 taken, below 0 given back. */
export interface MoneyMovement {
  readonly businessId: number;
  readonly orderId: number;
  readonly vaultId: number | null;
  readonly employeeId: number | null;
  readonly method: string;
  readonly amountFils: number;
  readonly reference: string | null;
  readonly at: Date;
}

/** Writes the movement as a payment row and answers the row. Call it inside the transaction. */
export async function recordPayment(tx: Db, movement: MoneyMovement) {
  const [row] = await tx
    .insert(payments)
    .values({
      business_id: movement.businessId,
      order_id: movement.orderId,
      vault_id: movement.vaultId,
      employee_id: movement.employeeId,
      method: movement.method,
      amount_fils: movement.amountFils,
      reference: movement.reference,
      created_at: movement.at,
    })
    .returning();
  if (!row) throw new Error('The payment row was not written.');
  return row;
}
