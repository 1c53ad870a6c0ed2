// Service lines paid by a vehicle's entitlement: checked with the domain's rule line by line
// (a cart may spend one entitlement twice), recorded with the order under a row lock, and
// given back when the order is deleted unpaid or a line is refunded.
import {
  balanceAfterGiveBack,
  checkRedemption,
  type EntitlementState,
  type Fils,
  localDateTime,
  type RedemptionGrant,
  type RefusalCode,
  type RefusalParams,
} from '@lamaa/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entitlements, redemptions } from '../db/schema/plans.js';
import type { AuthContext } from '../http/app-env.js';
import { entitlementState, loadEntitlements } from './entitlement-store.js';

/** Where and when lines are redeemed; `lock` when the order is being placed. */
export interface RedeemContext {
  branchId: number | null;
  /** Today on the branch's calendar (YYYY-MM-DD). */
  today: string;
  lock: boolean;
}

/** A line asking to be paid by an entitlement. */
export interface RedeemAsk {
  entitlementId: number;
  optionIds: number[];
  priceFils: Fils;
}

/** The outcome for one line: granted with the balance after it, or refused with a code. */
export interface LineRedemption {
  entitlementId: number;
  name: { en: string; ar: string } | null;
  grant: RedemptionGrant | null;
  refusal: { code: RefusalCode; params?: RefusalParams } | null;
}

/**
 * Checks each asking line against its entitlement in order, spending the balance and limits
 * as it goes, so two lines of one cart cannot both take the last use. Null for a line that
 * asks nothing.
 */
export async function redeemLines(
  db: Db,
  businessId: number,
  car: { id: number; groupId: number },
  asks: (RedeemAsk | null)[],
  context: RedeemContext,
): Promise<(LineRedemption | null)[]> {
  const ids = [...new Set(asks.flatMap((ask) => (ask ? [ask.entitlementId] : [])))];
  const held = await loadEntitlements(db, businessId, car.id, ids, context.lock);
  const states = new Map<number, { state: EntitlementState; history: string[] }>();
  for (const [id, entry] of held)
    states.set(id, { state: entitlementState(entry.row), history: [...entry.history] });
  return asks.map((ask) => {
    if (!ask) return null;
    const entry = held.get(ask.entitlementId);
    const current = states.get(ask.entitlementId);
    if (!entry || !current)
      return {
        entitlementId: ask.entitlementId,
        name: null,
        grant: null,
        refusal: { code: 'entitlement.not-found', params: { id: ask.entitlementId } },
      };
    const name = { en: entry.row.name_en, ar: entry.row.name_ar };
    const result = checkRedemption(current.state, {
      today: context.today,
      branchId: context.branchId ?? 0,
      carGroupId: car.groupId,
      optionIds: ask.optionIds,
      priceFils: ask.priceFils,
      history: current.history,
    });
    if (!result.ok)
      return {
        entitlementId: ask.entitlementId,
        name,
        grant: null,
        refusal: result.params
          ? { code: result.code, params: result.params }
          : { code: result.code },
      };
    current.state = {
      ...current.state,
      usesLeft: result.value.usesLeft,
      valueLeft: result.value.valueLeft,
    };
    current.history.push(context.today);
    return { entitlementId: ask.entitlementId, name, grant: result.value, refusal: null };
  });
}

/** Who redeems: the order, the branch and the employee. */
export interface RedeemingOrder {
  businessId: number;
  orderId: number;
  branchId: number | null;
  employeeId: number;
  today: string;
  now: Date;
}

/** Writes the granted redemptions of an order's lines and the balances they leave. */
export async function recordRedemptions(
  tx: Db,
  order: RedeemingOrder,
  lines: { orderItemId: number; redemption: LineRedemption | null }[],
): Promise<void> {
  for (const { orderItemId, redemption } of lines) {
    if (!redemption?.grant) continue;
    await tx
      .update(entitlements)
      .set({ uses_left: redemption.grant.usesLeft, value_left_fils: redemption.grant.valueLeft })
      .where(eq(entitlements.id, redemption.entitlementId));
    await tx.insert(redemptions).values({
      business_id: order.businessId,
      entitlement_id: redemption.entitlementId,
      order_id: order.orderId,
      order_item_id: orderItemId,
      branch_id: order.branchId,
      employee_id: order.employeeId,
      local_date: order.today,
      value_fils: redemption.grant.valueTaken,
      created_at: order.now,
    });
  }
}

/**
 * Gives back the uses (or stored value) that an order's lines took from entitlements: every
 * line, or only `orderItemIds`. A line given back once is not given back again. Called when
 * an unpaid order is deleted; a refund of a line calls it with that line's id.
 * @returns how many redemptions were given back
 */
export async function giveBackOrderLineUses(
  tx: Db,
  businessId: number,
  orderId: number,
  now: Date,
  orderItemIds?: number[],
): Promise<number> {
  if (orderItemIds?.length === 0) return 0;
  const taken = await tx
    .select()
    .from(redemptions)
    .where(
      and(
        eq(redemptions.business_id, businessId),
        eq(redemptions.order_id, orderId),
        isNull(redemptions.returned_at),
        orderItemIds ? inArray(redemptions.order_item_id, orderItemIds) : undefined,
      ),
    )
    .orderBy(redemptions.entitlement_id)
    .for('update');
  for (const redemption of taken) {
    const [row] = await tx
      .select()
      .from(entitlements)
      .where(eq(entitlements.id, redemption.entitlement_id))
      .for('update');
    if (!row) continue;
    const balance = balanceAfterGiveBack(
      row.kind,
      { usesLeft: row.uses_left, valueLeft: row.value_left_fils },
      redemption.value_fils,
    );
    await tx
      .update(entitlements)
      .set({ uses_left: balance.usesLeft, value_left_fils: balance.valueLeft })
      .where(eq(entitlements.id, row.id));
    await tx.update(redemptions).set({ returned_at: now }).where(eq(redemptions.id, redemption.id));
  }
  return taken.length;
}

/** The branch and day of an employee's redemptions at `now`. */
export function redeemContextOf(auth: AuthContext, now: Date, lock: boolean): RedeemContext {
  return { branchId: auth.branchId, today: localDateTime(now, auth.timeZone).date, lock };
}
