// The cart lines as the cart and order calls send them, validated with zod.
import { refusalMessage } from '../http/refusal-messages.js';
import {
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  MAX_UNIT_PRICE_FILS,
  PERCENTAGE_DISCOUNT_MAX,
  type RefusalCode,
} from '@lamaa/domain';
import { z } from 'zod';
import {
  choiceField,
  idField,
  MAX_ID,
  moneyField,
  optionalText,
  strictNumber,
} from '../http/fields.js';

/** One cart line: a service (with options, maybe paid by a plan), package, product, plan, or the discount line. */
export const purchasableSchema = z
  .object({
    // 0 is the discount line's id; the others are checked below.
    purchasable_id: strictNumber(
      z
        .number({ error: 'The purchasable id must be a number.' })
        .int({ error: 'The purchasable id must be a whole number.' })
        .min(0, { error: 'The purchasable id must be a valid id.' })
        .max(MAX_ID, { error: 'The purchasable id must be a valid id.' }),
    ),
    purchasable_type: choiceField('purchasable type', [
      'service',
      'package',
      'product',
      'discount',
      'plan',
    ]),
    quantity: strictNumber(
      z
        .number({ error: 'The quantity must be a number.' })
        .int({ error: 'The quantity must be a whole number.' })
        .min(1, { error: 'The quantity must be at least 1.' })
        .max(MAX_CART_LINE_QUANTITY, {
          error: `The quantity may not be greater than ${MAX_CART_LINE_QUANTITY}.`,
        }),
    ),
    option_ids: z
      .array(idField('option id'), { error: 'The option ids must be a list of ids.' })
      .max(50)
      .nullish(),
    discount_type: choiceField('discount type', ['percentage', 'fixed']).optional(),
    discount_value: z
      .number({ error: 'The discount value must be a number.' })
      .min(0, { error: 'The discount value must be at least 0.' })
      .optional(),
    add_ons_price: moneyField('add-on price', MAX_UNIT_PRICE_FILS).optional(),
    /** A service line paid by this entitlement of the vehicle. */
    entitlement_id: idField('entitlement').optional(),
  })
  .superRefine((line, ctx) => {
    if (line.purchasable_type === 'discount') {
      if (line.discount_type === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['discount_type'],
          message: 'A discount line needs a discount type (percentage or fixed).',
        });
      if (line.discount_value === undefined || line.discount_value <= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['discount_value'],
          message: 'Please enter a valid discount value',
        });
      if (
        line.discount_type === 'percentage' &&
        (line.discount_value ?? 0) > PERCENTAGE_DISCOUNT_MAX
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['discount_value'],
          message: 'Percentage discount cannot exceed 100%',
        });
      }
    } else if (line.purchasable_id < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['purchasable_id'],
        message: 'The purchasable id must be a valid id.',
      });
    }
    if (line.entitlement_id !== undefined && line.purchasable_type !== 'service') {
      ctx.addIssue({
        code: 'custom',
        path: ['entitlement_id'],
        message: 'Only a service line can be paid by a plan.',
      });
    }
    if (line.purchasable_type === 'service' && (line.option_ids ?? []).length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['option_ids'],
        message: 'A service line needs at least one option.',
      });
    }
  });

/** The refusal code of an option chosen twice for one service, as the domain's cart check spells it. */
export const DUPLICATE_OPTION = 'cart.duplicate-option' satisfies RefusalCode;

/**
 * Refuses a service option chosen twice for the same service, in one line or across lines:
 * pricing would charge it twice. Names the line where it comes again.
 */
function refuseDuplicateOptions(lines: readonly PurchasableInput[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.purchasable_type !== 'service') return;
    for (const optionId of line.option_ids ?? []) {
      const key = `${line.purchasable_id}:${optionId}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'option_ids'],
          message: refusalMessage(DUPLICATE_OPTION, { option: optionId }),
          params: { code: DUPLICATE_OPTION, refusalParams: { option: optionId } },
        });
        return;
      }
      seen.add(key);
    }
  });
}

/** One validated cart line. */
export type PurchasableInput = z.output<typeof purchasableSchema>;

/** The fields the cart call and the order submission share. */
export const cartFields = {
  car_id: idField('car'),
  user_id: idField('customer (user_id)'),
  purchasables: z
    .array(purchasableSchema, { error: 'The purchasables must be a list.' })
    .max(MAX_CART_LINES, { error: `A cart may hold at most ${MAX_CART_LINES} lines.` })
    .superRefine(refuseDuplicateOptions),
  coupon_code: optionalText('coupon code', 64),
  coupon_id: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    idField('coupon').optional(),
  ),
};

/** The body of POST /pos/cart (location_type is optional: a remote cart adds shipping). */
export const cartBody = z.object({
  ...cartFields,
  location_type: choiceField('location type', ['in_shop', 'remote']).optional(),
});

/** A validated cart body. */
export type CartBody = z.output<typeof cartBody>;
