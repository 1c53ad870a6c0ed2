// A split payment on the server: the parts of a sale or of a later payment, worked out by the
// domain's allocateSplitPayment, each written through recordPayment to its own vault, the cash
// part posted to the open shift of its drawer (locked, as a single cash payment is).
import {
  allocateSplitPayment,
  filsToAed,
  MAX_PAYMENT_FILS,
  MAX_SPLIT_PARTS,
  type Fils,
  type PaymentMethod,
  type SplitAllocation,
} from '@lamaa/domain';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { choiceField, moneyField, optionalId, optionalText } from '../http/fields.js';
import { refusalMessage } from '../http/refusal-messages.js';
import { recordPayment } from './payment-record.js';
import { postCashSale, shiftForCash } from './shift-posting.js';
import { payingVault } from './vault-lookup.js';

/** The `payments` field of a call, with the methods it may use. */
export function splitPartsField<const T extends readonly [PaymentMethod, ...PaymentMethod[]]>(
  methods: T,
) {
  return z
    .array(
      z.object({
        method: choiceField('payment method', methods),
        vault_id: optionalId('vault'),
        amount: moneyField('amount', MAX_PAYMENT_FILS),
        cash_tendered: moneyField('cash tendered', MAX_PAYMENT_FILS).optional(),
        payment_reference: optionalText('payment reference', 255),
      }),
      { error: 'The payments must be a list of parts.' },
    )
    .min(1, { error: 'A split payment needs at least one part.' })
    .max(MAX_SPLIT_PARTS, { error: `A split payment has at most ${MAX_SPLIT_PARTS} parts.` })
    .optional();
}

/** The parts as a validated call carries them, money in fils. */
export type SplitPartsBody = readonly {
  readonly method: PaymentMethod;
  readonly vault_id?: number | undefined;
  readonly amount: Fils;
  readonly cash_tendered?: Fils | undefined;
  readonly payment_reference?: string | undefined;
}[];

/** A split payment checked and ready to write: the domain's allocation and the cash shift. */
export interface SplitPlan {
  readonly allocation: SplitAllocation;
  /** The open shift the cash part posts to (undefined: none, or no cash part). */
  readonly cashShiftId: number | undefined;
}

/**
 * Checks the parts against what is owed with the domain's rules (422 with the refusal's code,
 * `max` in AED) and locks the cash drawer's open shift (409 `shift.not-open` when the business
 * needs one and none is open). Call it before anything is written.
 */
export async function planSplit(
  tx: Db,
  auth: AuthContext,
  owed: Fils,
  parts: SplitPartsBody,
  fallbackVaultId: number | null,
): Promise<SplitPlan> {
  const asked = [];
  for (const part of parts) {
    asked.push({
      method: part.method,
      vaultId: await payingVault(tx, auth, {
        method: part.method,
        named: part.vault_id,
        fallback: fallbackVaultId,
      }),
      amount: part.amount,
      tendered: part.cash_tendered,
      reference: part.payment_reference ?? null,
    });
  }
  const allocation = allocateSplitPayment(owed, asked);
  if (!allocation.ok) {
    const { code, params = {} } = allocation;
    const shown =
      'max' in params ? { ...params, max: filsToAed(Number(params['max'])).toFixed(2) } : params;
    throw new ApiError(422, code, {
      params: shown,
      errors: { payments: [refusalMessage(code, shown)] },
    });
  }
  const cash = allocation.value.parts.find((part) => part.method === 'cash');
  const shift = cash ? await shiftForCash(tx, auth, cash.vaultId) : undefined;
  return { allocation: allocation.value, cashShiftId: shift?.id };
}

/** Writes each part as a payment row on its vault, the cash part posted to its shift. */
export async function recordSplit(
  tx: Db,
  auth: AuthContext,
  orderId: number,
  plan: SplitPlan,
  now: Date,
) {
  const rows = [];
  for (const part of plan.allocation.parts) {
    const row = await recordPayment(tx, {
      businessId: auth.businessId,
      orderId,
      vaultId: part.vaultId,
      employeeId: auth.employeeId,
      method: part.method,
      amountFils: part.amount,
      reference: part.reference,
      at: now,
    });
    if (part.method === 'cash') {
      const posting = { paymentId: row.id, tendered: part.tendered, change: part.change };
      await postCashSale(tx, auth, plan.cashShiftId, posting, now);
    }
    rows.push({ row, part });
  }
  return rows;
}

/** How an audit row names a split payment's methods: `cash+visa`. */
export function splitMethods(plan: SplitPlan): string {
  return plan.allocation.parts.map((part) => part.method).join('+');
}
