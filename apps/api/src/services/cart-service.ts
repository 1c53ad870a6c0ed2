// Prices a cart on the server for a customer's vehicle: looks every line up in the
// business's catalogue, checks options, exclusivity and coupons, and computes the figures
// with the domain's priceCart. Used by POST /pos/cart and by order submission.
import {
  couponUseRefusal,
  filsToAed,
  percentOf,
  UAE_VAT_BASIS_POINTS,
  type Fils,
  type RefusalCode,
  type RefusalParams,
  type VatBreakdown,
} from '@lamaa/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema/catalogue.js';
import { businesses, cars } from '../db/schema/people.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import { refusalMessage } from '../http/refusal-messages.js';
import { type CouponTerms, priceCart } from '../pricing/cart-pricing-adapter.js';
import type { CartBody, PurchasableInput } from './cart-input.js';
import { couponUses } from './coupon-uses.js';
import { refuseOversized, refuseOversizedTotal } from './money-limits.js';
import {
  cartOptions,
  cartPackages,
  cartPlans,
  cartProducts,
  cartServices,
} from './cart-catalogue.js';
import { type LineRedemption, type RedeemContext, redeemLines } from './plan-redemption.js';

/** One priced line: what the order stores and the cart call answers. */
export interface PricedCartLine {
  kind: 'service' | 'package' | 'product' | 'plan';
  input: PurchasableInput;
  name: { en: string; ar: string };
  icon: string | null;
  unitFils: Fils;
  addOnFils: Fils | null;
  isAddOns: boolean;
  options: { id: number; name: { en: string; ar: string }; is_exclusive: boolean }[];
  status: 'ok' | 'conflict' | 'unavailable';
  conflicts: number[];
  message: string | null;
  /** What a plan did for this line: paid it, or refused with its reason (null: not asked). */
  redemption: LineRedemption | null;
}

/** The whole server pricing of a cart, in fils, plus the answer in the contract's shape. */
export interface ServerCart {
  lines: PricedCartLine[];
  couponId: number | null;
  subtotal: Fils;
  discount: Fils;
  servicePrice: Fils;
  shipping: Fils;
  total: Fils;
  couponValid: boolean | null;
  /** The VAT of a VAT-registered business, line by line in the order of the priced lines; else null. */
  vat: VatBreakdown | null;
  /** Why the coupon does not apply, as refusal codes (empty when it applies or none was asked). */
  couponRefusals: CouponRefusal[];
  problem: RefusalCode | null;
  answer: Record<string, unknown>;
}

const CART_LIMIT_CODES = { line: 'cart.line-too-large', total: 'cart.total-too-large' } as const;

const EXCLUSIVE_CONFLICT =
  'Only one exclusive service option can be in the cart. Remove the existing exclusive item before adding a new one.';

/** One reason a coupon does not apply: a refusal code and the values its text needs. */
export interface CouponRefusal {
  code: RefusalCode;
  params?: RefusalParams;
}

function couponReason(code: string, minimum: Fils | null): CouponRefusal {
  if (code === 'coupon.minimum-total-not-met' && minimum !== null) {
    return { code, params: { minimum: filsToAed(minimum).toFixed(2) } };
  }
  return { code: 'coupon.invalid-terms' };
}

async function priceLines(
  db: Db,
  businessId: number,
  group: number,
  items: PurchasableInput[],
): Promise<PricedCartLine[]> {
  const ids = (kind: string) =>
    items.filter((item) => item.purchasable_type === kind).map((item) => item.purchasable_id);
  const options = await cartOptions(
    db,
    businessId,
    group,
    items.flatMap((item) => (item.purchasable_type === 'service' ? (item.option_ids ?? []) : [])),
  );
  // The services come with their options; read them separately only when some are missing.
  const serviceRows = [
    ...new Map(options.map((option) => [option.serviceId, option.service])).values(),
  ];
  const missingServices = ids('service').filter((id) => !serviceRows.some((row) => row.id === id));
  if (missingServices.length > 0)
    serviceRows.push(...(await cartServices(db, businessId, missingServices)));
  const packageRows = await cartPackages(db, businessId, group, ids('package'));
  const productRows = await cartProducts(db, businessId, ids('product'));
  const planRows = await cartPlans(db, businessId, group, ids('plan'));
  const lines: PricedCartLine[] = [];
  for (const item of items) {
    if (item.purchasable_type === 'service') {
      const service = serviceRows.find((row) => row.id === item.purchasable_id);
      if (!service) throw notFound('service.not-found', { id: item.purchasable_id });
      const chosen = (item.option_ids ?? []).map((id) => {
        const option = options.find((entry) => entry.id === id && entry.serviceId === service.id);
        if (!option)
          throw invalidField('option_ids', 'service.option-not-found', {
            option: id,
            service: service.name_en,
          });
        return option;
      });
      const missing = chosen.some((option) => option.priceFils <= 0);
      lines.push({
        kind: 'service',
        input: { ...item, quantity: 1 },
        name: { en: service.name_en, ar: service.name_ar },
        icon: service.icon_url,
        unitFils: missing ? 0 : chosen.reduce((sum, option) => sum + option.priceFils, 0),
        addOnFils:
          service.is_add_ons && item.add_ons_price !== undefined && item.add_ons_price > 0
            ? item.add_ons_price
            : null,
        isAddOns: service.is_add_ons,
        options: chosen.map((option) => ({
          id: option.id,
          name: option.name,
          is_exclusive: option.isExclusive,
        })),
        status: missing ? 'unavailable' : 'ok',
        conflicts: [],
        redemption: null,
        message: missing
          ? 'Price is not available for this service option with your selected vehicle'
          : null,
      });
    } else if (item.purchasable_type === 'package') {
      const found = packageRows.find((row) => row.id === item.purchasable_id);
      if (!found) throw notFound('package.not-found', { id: item.purchasable_id });
      const available = found.priceFils > 0 && found.is_active;
      lines.push({
        kind: 'package',
        input: item,
        name: { en: found.name_en, ar: found.name_ar },
        icon: found.image_url,
        unitFils: available ? found.priceFils : 0,
        addOnFils: null,
        isAddOns: false,
        options: [],
        status: available ? 'ok' : 'unavailable',
        conflicts: [],
        redemption: null,
        message: available
          ? null
          : 'Price is not available for this package with your selected vehicle',
      });
    } else if (item.purchasable_type === 'product') {
      const product = productRows.find((row) => row.id === item.purchasable_id);
      if (!product) throw notFound('product.not-found', { id: item.purchasable_id });
      lines.push({
        kind: 'product',
        input: item,
        name: { en: product.name_en, ar: product.name_ar },
        icon: product.image_url,
        unitFils: product.price_fils,
        addOnFils: null,
        isAddOns: false,
        options: [],
        status: product.price_fils > 0 ? 'ok' : 'unavailable',
        conflicts: [],
        message: null,
        redemption: null,
      });
    } else if (item.purchasable_type === 'plan') {
      const plan = planRows.find((row) => row.id === item.purchasable_id);
      if (!plan) throw notFound('plan.not-found', { id: item.purchasable_id });
      const available = plan.priceFils > 0;
      lines.push({
        kind: 'plan',
        input: { ...item, quantity: 1 },
        name: { en: plan.name_en, ar: plan.name_ar },
        icon: null,
        unitFils: available ? plan.priceFils : 0,
        addOnFils: null,
        isAddOns: false,
        options: [],
        status: available ? 'ok' : 'unavailable',
        conflicts: [],
        message: available
          ? null
          : 'Price is not available for this plan with your selected vehicle',
        redemption: null,
      });
    }
  }
  return lines;
}

/** Marks every line after the first that carries an exclusive option as a conflict (one exclusive option per cart). */
function markExclusiveConflicts(lines: PricedCartLine[]): void {
  const exclusive = lines.flatMap((line) =>
    line.options.filter((option) => option.is_exclusive).map((option) => ({ line, id: option.id })),
  );
  const first = exclusive[0];
  if (!first) return;
  for (const entry of exclusive.slice(1)) {
    entry.line.status = 'conflict';
    entry.line.message = EXCLUSIVE_CONFLICT;
    const others = exclusive.filter((other) => other.id !== entry.id).map((other) => other.id);
    entry.line.conflicts = [...new Set([...entry.line.conflicts, ...others])];
  }
}

/** The join condition that picks the requested coupon (by id or code), or none when none was asked for. */
function couponCondition(body: CartBody) {
  const byId = body.coupon_id !== undefined ? eq(coupons.id, body.coupon_id) : undefined;
  const byCode =
    body.coupon_code !== undefined
      ? eq(sql`upper(${coupons.code})`, body.coupon_code.toUpperCase())
      : undefined;
  return and(eq(coupons.business_id, cars.business_id), or(byId, byCode) ?? sql`false`);
}

/** The refusal code of a coupon_id and coupon_code that name different coupons. */
export const COUPON_MISMATCH = 'coupon.mismatch' satisfies RefusalCode;

/**
 * Refuses a coupon_id and coupon_code of two different coupons of the business: the lookup
 * takes either, so which one applied would be chance. A code no coupon has is left to the
 * usual "Invalid coupon code".
 */
async function refuseCouponMismatch(db: Db, businessId: number, body: CartBody): Promise<void> {
  if (body.coupon_id === undefined || body.coupon_code === undefined) return;
  const [named] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.business_id, businessId),
        eq(sql`upper(${coupons.code})`, body.coupon_code.toUpperCase()),
      ),
    )
    .limit(1);
  if (named && named.id !== body.coupon_id) {
    throw invalidField('coupon_code', COUPON_MISMATCH, {
      code: body.coupon_code,
      id: body.coupon_id,
    });
  }
}

/** The VAT as the cart and order answers show it (VatSummary), or null without VAT. */
export function vatSummary(vat: VatBreakdown | null) {
  if (vat === null) return null;
  return {
    rate_percent: vat.rateBasisPoints / 100,
    prices_include_vat: vat.pricesIncludeVat,
    net_price: filsToAed(vat.net),
    vat_price: filsToAed(vat.vat),
  };
}

/**
 * Applies the plans that service lines ask to be paid by: a granted line costs nothing (a
 * stored-value plan pays its price); a refused one keeps its normal price and says why.
 */
async function applyRedemptions(
  db: Db,
  businessId: number,
  car: { id: number; car_group_id: number },
  lines: PricedCartLine[],
  context: RedeemContext,
): Promise<void> {
  if (!lines.some((line) => line.input.entitlement_id !== undefined)) return;
  const outcomes = await redeemLines(
    db,
    businessId,
    { id: car.id, groupId: car.car_group_id },
    lines.map((line) =>
      line.kind === 'service' && line.status === 'ok' && line.input.entitlement_id !== undefined
        ? {
            entitlementId: line.input.entitlement_id,
            optionIds: line.options.map((option) => option.id),
            priceFils: line.addOnFils ?? line.unitFils,
          }
        : null,
    ),
    context,
  );
  lines.forEach((line, index) => {
    const outcome = outcomes[index] ?? null;
    line.redemption = outcome;
    if (outcome?.grant) {
      line.unitFils = 0;
      line.addOnFils = null;
    }
  });
}

/** The cart answer's account of a line's plan, or null when the line asked none. */
function redemptionView(redemption: LineRedemption) {
  return {
    entitlement_id: redemption.entitlementId,
    applied: redemption.grant !== null,
    name: redemption.name,
    uses_left: redemption.grant?.usesLeft ?? null,
    value_left: redemption.grant?.valueLeft == null ? null : filsToAed(redemption.grant.valueLeft),
    code: redemption.refusal?.code ?? null,
    params: redemption.refusal?.params ?? null,
  };
}

/**
 * Prices a cart for the business; 404 when the vehicle or a line is not in the business.
 * Lines asking to be paid by a plan are checked for `redeem`'s branch and day.
 */
export async function priceServerCart(
  db: Db,
  businessId: number,
  body: CartBody,
  redeem: RedeemContext,
): Promise<ServerCart> {
  await refuseCouponMismatch(db, businessId, body);
  // One query for the vehicle, the business's fee settings and the requested coupon.
  const [found] = await db
    .select({ car: cars, business: businesses, coupon: coupons })
    .from(cars)
    .innerJoin(businesses, eq(businesses.id, cars.business_id))
    .leftJoin(coupons, couponCondition(body))
    .where(and(eq(cars.business_id, businessId), eq(cars.id, body.car_id)))
    .limit(1);
  if (!found || found.car.user_id !== body.user_id) throw notFound('vehicle.not-found');
  const { car, business } = found;
  const asked = body.coupon_id !== undefined || body.coupon_code !== undefined;
  const coupon = asked ? found.coupon : undefined;

  const discountLine = body.purchasables.find((item) => item.purchasable_type === 'discount');
  const items = body.purchasables.filter((item) => item.purchasable_type !== 'discount');
  const lines = await priceLines(db, businessId, car.car_group_id, items);
  markExclusiveConflicts(lines);
  await applyRedemptions(db, businessId, car, lines, redeem);
  refuseOversized(
    lines.map((line, index) => ({
      field: `purchasables.${body.purchasables.indexOf(items[index] as PurchasableInput)}`,
      unitFils: line.unitFils,
      quantity: line.input.quantity,
      addOnFils: line.addOnFils,
    })),
    CART_LIMIT_CODES,
    'purchasables',
  );

  const kinds = new Set(lines.map((line) => line.kind));
  const problem: RefusalCode | null = kinds.size > 1 ? 'cart.mixed-kinds' : null;

  const refusals: CouponRefusal[] = [];
  let terms: CouponTerms | null = null;
  if (coupon === null) refusals.push({ code: 'coupon.invalid' });
  else if (coupon && discountLine) refusals.push({ code: 'pricing.discount-coupon-conflict' });
  else if (coupon) {
    const refusal = couponUseRefusal(
      {
        is_active: coupon.is_active && !coupon.is_archived,
        branch_ids: coupon.branch_ids,
        valid_from: coupon.valid_from,
        valid_to: coupon.valid_to,
        total_uses: coupon.total_uses,
        uses_per_customer: coupon.uses_per_customer,
      },
      {
        today: redeem.today,
        branchId: redeem.branchId,
        ...(await couponUses(db, coupon, body.user_id, redeem.lock)),
      },
    );
    if (refusal) refusals.push(refusal);
  }
  if (coupon && refusals.length === 0) {
    terms = {
      id: coupon.id,
      code: coupon.code,
      type: coupon.type,
      value: coupon.type === 'Percentage' ? coupon.value / 100 : coupon.value,
      minimum_total_price: coupon.minimum_total_fils > 0 ? coupon.minimum_total_fils : null,
    };
  }
  const discount = discountLine?.discount_type
    ? discountLine.discount_type === 'percentage'
      ? { type: 'percentage' as const, value: discountLine.discount_value ?? 0 }
      : { type: 'fixed' as const, value: Math.round((discountLine.discount_value ?? 0) * 100) }
    : null;
  const priced = priceCart({
    lines: lines
      .filter((line) => line.status !== 'unavailable')
      .map((line) => ({
        price: line.unitFils,
        quantity: line.input.quantity,
        add_ons_price: line.addOnFils,
      })),
    discount,
    coupon: terms,
    servicePercentage: business.service_basis_points / 100,
    shipping: body.location_type === 'remote' ? business.shipping_fils : 0,
    vat: business.vat_registered
      ? { pricesIncludeVat: business.prices_include_vat, rateBasisPoints: UAE_VAT_BASIS_POINTS }
      : null,
  });
  if (!priced.ok) throw new ApiError(422, priced.code, { errors: { purchasables: [priced.code] } });
  const figures = priced.value;
  // The service fee and shipping come on top of the lines.
  refuseOversizedTotal(CART_LIMIT_CODES.total, 'purchasables', [figures.subtotal, figures.total]);
  if (figures.coupon && !figures.coupon.value && terms) {
    refusals.push(
      ...figures.coupon.reasons.map((code) => couponReason(code, terms.minimum_total_price)),
    );
  }
  const couponValid = coupon === undefined ? null : refusals.length === 0;
  const reasons = refusals.map((refusal) => refusalMessage(refusal.code, refusal.params));
  const minPercentage = business.min_order_basis_points / 100;
  const lineView = (line: PricedCartLine) => ({
    cart: {
      purchasable: { name: line.name, icon: line.icon ? { url: line.icon } : null },
      purchasable_id: line.input.purchasable_id,
      purchasable_type: line.kind,
      quantity: line.input.quantity,
      option_ids: line.input.option_ids ?? null,
      is_add_ons: line.isAddOns,
      add_ons_price: line.addOnFils === null ? null : filsToAed(line.addOnFils),
    },
    payload: {
      price: filsToAed(line.unitFils),
      status: line.status,
      conflicts: line.conflicts,
      message: line.message,
      // Only a line that asked to be paid by a plan says what the plan did.
      ...(line.redemption ? { redemption: redemptionView(line.redemption) } : {}),
    },
  });
  const answer = {
    success: problem === null,
    message: problem === null ? 'Cart priced.' : refusalMessage(problem),
    ...(problem === null ? {} : { code: problem }),
    service_price: filsToAed(figures.servicePrice),
    service_percentage: figures.servicePercentage,
    subtotal_price: filsToAed(figures.subtotal),
    total_price: filsToAed(figures.total),
    shipping_price: filsToAed(figures.shipping),
    discount_price: filsToAed(figures.discount),
    min_order_percentage: minPercentage,
    min_payment_price: filsToAed(percentOf(figures.total, minPercentage)),
    is_valid_coupon:
      couponValid === null ? null : { value: couponValid, reasons, reason_codes: refusals },
    count: figures.count,
    quantity: figures.totalItems,
    services: lines.filter((line) => line.kind === 'service').map(lineView),
    packages: lines.filter((line) => line.kind === 'package').map(lineView),
    products: lines.filter((line) => line.kind === 'product').map(lineView),
    plans: lines.filter((line) => line.kind === 'plan').map(lineView),
    vat: vatSummary(figures.vat),
  };
  return {
    lines,
    couponId: couponValid ? (coupon?.id ?? null) : null,
    subtotal: figures.subtotal,
    discount: figures.discount,
    servicePrice: figures.servicePrice,
    shipping: figures.shipping,
    total: figures.total,
    couponValid,
    vat: figures.vat,
    couponRefusals: refusals,
    problem,
    answer,
  };
}
