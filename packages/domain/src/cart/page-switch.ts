import { CLEAR_CART_PREVIEW_COUNT } from '../constants/limits.js';
import { type CartLine } from './cart-line.js';
import { type PurchasableKind } from './purchasable-kind.js';

/** The cart's page type: the kind of its lines, or null when it is empty. */
export function cartPageType(lines: readonly CartLine[]): PurchasableKind | null {
  return lines[0]?.purchasable_type ?? null;
}

/** The last items of the cart, newest last, for the clear-cart dialog (3 by default). */
export function lastItems(
  lines: readonly CartLine[],
  count: number = CLEAR_CART_PREVIEW_COUNT,
): CartLine[] {
  return count <= 0 ? [] : lines.slice(-count);
}

/** What entering a catalogue page needs: nothing, or the confirm-and-clear dialog with its preview. */
export type PageSwitch =
  | { readonly needsConfirm: false }
  | {
      readonly needsConfirm: true;
      readonly from: PurchasableKind;
      readonly preview: CartLine[];
      /** How many items the preview leaves out ("and 2 more"). */
      readonly more: number;
    };

/**
 * Entering a catalogue page of another kind while the cart has items asks for confirmation,
 * listing the cart's last 3 items and how many more it holds; confirming clears the cart.
 * @example pageSwitch(fiveServiceLines, 'package') // { needsConfirm: true, from: 'service', preview: [...3], more: 2 }
 */
export function pageSwitch(lines: readonly CartLine[], target: PurchasableKind): PageSwitch {
  const current = cartPageType(lines);
  if (current === null || current === target) return { needsConfirm: false };
  const preview = lastItems(lines);
  return { needsConfirm: true, from: current, preview, more: lines.length - preview.length };
}
