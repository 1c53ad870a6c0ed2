import { type Fils, isFils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type CartLine, type CartOption, isSameLine, type LocalizedName } from './cart-line.js';
import { type PurchasableKind } from './purchasable-kind.js';

/** What the catalogue asks to add: a package, product or plan at its price, or one service option. */
export type AddToCartCandidate =
  | {
      readonly purchasable_type: 'package' | 'product' | 'plan';
      readonly purchasable_id: number;
      readonly price: number | null;
      readonly name?: LocalizedName;
      readonly image?: string | null;
    }
  | {
      readonly purchasable_type: 'service';
      readonly purchasable_id: number;
      /** The option with its price for the vehicle's car group (null when none). */
      readonly option: Omit<CartOption, 'price'> & { readonly price: number | null };
      readonly is_add_ons?: boolean;
      readonly name?: LocalizedName;
      readonly image?: string | null;
    };

/** Who is adding: the selection and the session, as the six checks need them. */
export interface AddToCartSession {
  readonly hasVehicle: boolean;
  readonly hasCustomer: boolean;
  readonly isLoggedIn: boolean;
}

/**
 * The codes of the six add-to-cart checks, in docs/product/cart.md's order, plus the page-type
 * guard.
 */
export type AddToCartCode =
  | 'cart.vehicle-required'
  | 'cart.customer-required'
  | 'cart.login-required'
  | 'cart.price-missing'
  | 'cart.duplicate-option'
  | 'cart.exclusive-conflict'
  | 'cart.page-type-mismatch';

/** The `kind` parameter of the checks' messages: what was being added. */
export function candidateKind(candidate: AddToCartCandidate): PurchasableKind {
  return candidate.purchasable_type;
}

function candidatePrice(candidate: AddToCartCandidate): number | null {
  return candidate.purchasable_type === 'service' ? candidate.option.price : candidate.price;
}

/**
 * Runs the six add-to-cart checks in the spec's order: vehicle, customer, login, a price above 0,
 * no duplicate option, at most one exclusive option in the cart. The first failure wins; a
 * pass carries the checked price in fils.
 * @example checkAddToCart([], candidate, { hasVehicle: false, hasCustomer: false, isLoggedIn: false }) // fails 'cart.vehicle-required'
 */
export function checkAddToCart(
  lines: readonly CartLine[],
  candidate: AddToCartCandidate,
  session: AddToCartSession,
): Result<Fils, AddToCartCode> {
  const kind = candidateKind(candidate);
  if (!session.hasVehicle) return fail('cart.vehicle-required', { kind });
  if (!session.hasCustomer) return fail('cart.customer-required', { kind });
  if (!session.isLoggedIn) return fail('cart.login-required', { kind });
  const price = candidatePrice(candidate);
  if (price === null || !isFils(price) || price <= 0) {
    return fail('cart.price-missing', { kind: kind === 'service' ? 'service-option' : kind });
  }
  if (candidate.purchasable_type === 'service') {
    const optionId = candidate.option.id;
    const isDuplicate = lines.some(
      (line) => isSameLine(line, candidate) && line.selectedOptions.some((o) => o.id === optionId),
    );
    if (isDuplicate) return fail('cart.duplicate-option');
    const hasExclusive = lines.some((line) => line.selectedOptions.some((o) => o.is_exclusive));
    if (candidate.option.is_exclusive && hasExclusive) return fail('cart.exclusive-conflict');
  }
  const first = lines[0];
  if (first !== undefined && first.purchasable_type !== kind) {
    return fail('cart.page-type-mismatch', { kind: first.purchasable_type });
  }
  return ok(price);
}

function newLine(candidate: AddToCartCandidate, price: Fils): CartLine {
  const base = {
    purchasable_id: candidate.purchasable_id,
    quantity: 1,
    add_ons_price: null,
    ...(candidate.name === undefined ? {} : { name: candidate.name }),
    ...(candidate.image === undefined ? {} : { image: candidate.image }),
  };
  if (candidate.purchasable_type === 'service') {
    const option: CartOption = { ...candidate.option, price };
    return {
      ...base,
      purchasable_type: 'service',
      option_ids: [option.id],
      selectedOptions: [option],
      price: option.price,
      is_add_ons: candidate.is_add_ons === true,
    };
  }
  return {
    ...base,
    purchasable_type: candidate.purchasable_type,
    option_ids: null,
    selectedOptions: [],
    price,
    is_add_ons: false,
  };
}

function mergeInto(line: CartLine, candidate: AddToCartCandidate, price: Fils): CartLine {
  // A plan is sold once per line (one entitlement for the vehicle): adding it again keeps 1.
  if (candidate.purchasable_type === 'plan') return line;
  if (candidate.purchasable_type !== 'service') return { ...line, quantity: line.quantity + 1 };
  // A service keeps quantity 1; its price rises by the new option only.
  const option: CartOption = { ...candidate.option, price };
  return {
    ...line,
    quantity: 1,
    selectedOptions: [...line.selectedOptions, option],
    option_ids: [...line.selectedOptions.map((o) => o.id), option.id],
    price: line.price + option.price,
  };
}

/**
 * Adds a candidate after the six checks: a new line, or merged into the line of the same type
 * and id (a service gains the option, quantity stays 1; a package or product gains 1 in quantity;
 * a plan stays as it is).
 * @example addToCart([], candidate, session) // ok([line])
 */
export function addToCart(
  lines: readonly CartLine[],
  candidate: AddToCartCandidate,
  session: AddToCartSession,
): Result<CartLine[], AddToCartCode> {
  const checked = checkAddToCart(lines, candidate, session);
  if (!checked.ok) return checked;
  const price = checked.value;
  const index = lines.findIndex((line) => isSameLine(line, candidate));
  if (index === -1) return ok([...lines, newLine(candidate, price)]);
  return ok(lines.map((line, i) => (i === index ? mergeInto(line, candidate, price) : line)));
}
