import { type Fils } from '../money/fils.js';
import { type PurchasableKind } from './purchasable-kind.js';

/** A name in both interface languages. */
export interface LocalizedName {
  readonly en: string;
  readonly ar: string;
}

/** A service option chosen into a line, with its price for the selected vehicle's car group. */
export interface CartOption {
  readonly id: number;
  readonly is_exclusive: boolean;
  readonly price: Fils;
  readonly name?: LocalizedName;
}

/** What a plan did for a service line: applied (the line costs nothing) or refused with a code. */
export interface LineRedemption {
  readonly entitlement_id: number;
  readonly applied: boolean;
  readonly name: LocalizedName | null;
  readonly uses_left: number | null;
  readonly value_left: Fils | null;
  readonly code: string | null;
  readonly params: Readonly<Record<string, string | number>> | null;
}

/** The server's verdict on one line of the cart call (docs/product/api.md). */
export interface LinePayload {
  readonly price: Fils;
  readonly status: string;
  readonly conflicts: readonly string[];
  readonly message: string | null;
  /** Present when the line asked to be paid by a plan. */
  readonly redemption?: LineRedemption | null;
}

/** One line of the cart, money in fils. A service line's price is the sum of its options' prices. */
export interface CartLine {
  readonly purchasable_id: number;
  readonly purchasable_type: PurchasableKind;
  readonly quantity: number;
  readonly option_ids: readonly number[] | null;
  readonly selectedOptions: readonly CartOption[];
  readonly price: Fils;
  readonly is_add_ons: boolean;
  readonly add_ons_price: Fils | null;
  readonly name?: LocalizedName;
  readonly image?: string | null;
  readonly payload?: LinePayload | null;
  /** A service line to be paid by this entitlement of the vehicle (a plan), or none. */
  readonly entitlement_id?: number | null;
}

/** The identity of a line: same type and id means the same line. */
export interface LineRef {
  readonly purchasable_type: PurchasableKind;
  readonly purchasable_id: number;
}

/** True when a line is the one a reference names. */
export function isSameLine(line: LineRef, ref: LineRef): boolean {
  return (
    line.purchasable_type === ref.purchasable_type && line.purchasable_id === ref.purchasable_id
  );
}
