import { type Fils, isFils } from '../money/fils.js';

/** The parts of a cart total, all in fils. */
export interface CartTotalParts {
  readonly subtotal: Fils;
  readonly servicePrice: Fils;
  readonly shipping: Fils;
  readonly discount: Fils;
  readonly serverTotal?: Fils | null;
}

/**
 * Total = subtotal + service + shipping − discount, floored at 0; a server total above 0 wins.
 * @example cartTotal({ subtotal: 10000, servicePrice: 500, shipping: 0, discount: 20000 }) // 0
 */
export function cartTotal(parts: CartTotalParts): Fils {
  if (isFils(parts.serverTotal) && parts.serverTotal > 0) return parts.serverTotal;
  return Math.max(
    0,
    filsOrZero(parts.subtotal) +
      filsOrZero(parts.servicePrice) +
      filsOrZero(parts.shipping) -
      filsOrZero(parts.discount),
  );
}

/** An amount that is not whole fils counts as 0, so a total is never NaN. */
function filsOrZero(amount: Fils): Fils {
  return isFils(amount) ? amount : 0;
}

/** The local total shown before the server answers: subtotal − discount, floored at 0. */
export function localTotal(subtotal: Fils, discount: Fils): Fils {
  return Math.max(0, filsOrZero(subtotal) - filsOrZero(discount));
}
