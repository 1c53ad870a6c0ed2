// Manager approval at the counter: the approver's own PIN, clearing an employee's PIN from the
// office, the business's approval rules, and the PIN exchange that gives the counter a token.
import { APPROVAL_KINDS, APPROVAL_PERCENT_RANGE, MAX_PAYMENT_FILS } from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { choiceField, idField, moneyField, strictNumber } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { grantApproval } from '../services/approval-grant.js';
import { clearPin, setOwnPin } from '../services/approval-pins.js';
import {
  readApprovalRules,
  rulesView,
  updateApprovalRules,
} from '../services/approval-rules-store.js';
import { cartBody } from '../services/cart-input.js';

const pinField = z
  .string({
    error: (i) =>
      i.input === undefined ? 'The pin field is required.' : 'The pin must be text of digits.',
  })
  .max(6, { error: 'An approval PIN is 4 to 6 digits.' });

export const approvalPinBody = z.object({ pin: pinField });

const flag = (label: string) =>
  z.boolean({
    error: (i) =>
      i.input === undefined
        ? `The ${label} field is required.`
        : `The ${label} must be true or false.`,
  });

export const approvalRulesBody = z.object({
  large_discount: flag('large discount'),
  large_discount_percent: strictNumber(
    z
      .number({ error: 'The large discount percentage must be a number.' })
      .int({ error: 'The large discount percentage must be a whole number.' })
      .min(APPROVAL_PERCENT_RANGE.min, {
        error: `The large discount percentage must be at least ${APPROVAL_PERCENT_RANGE.min}.`,
      })
      .max(APPROVAL_PERCENT_RANGE.max, {
        error: `The large discount percentage may not be greater than ${APPROVAL_PERCENT_RANGE.max}.`,
      }),
  ),
  large_discount_amount: moneyField('large discount amount', MAX_PAYMENT_FILS, 1),
  lowered_price: flag('lowered price'),
  order_delete: flag('order delete'),
  refund: flag('refund'),
});

const SALE_KINDS = ['large-discount', 'lowered-price'];
const ORDER_KINDS = ['order-delete', 'refund'];

export const approvalRequestBody = z
  .object({
    pin: pinField,
    actions: z
      .array(choiceField('action', APPROVAL_KINDS), { error: 'The actions must be a list.' })
      .min(1, { error: 'Name at least one action to approve.' })
      .max(APPROVAL_KINDS.length, { error: 'Name each action once.' }),
    order_id: idField('order').optional(),
    cart: cartBody.optional(),
    shift_id: idField('shift').optional(),
    entitlement_id: idField('plan').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.actions.some((kind) => ORDER_KINDS.includes(kind)) && body.order_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'Name the order to approve.' });
    }
    if (body.actions.some((kind) => SALE_KINDS.includes(kind)) && body.cart === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cart'], message: 'Send the cart to approve.' });
    }
    if (body.actions.includes('shift-variance') && body.shift_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['shift_id'], message: 'Name the shift to approve.' });
    }
    if (body.actions.includes('plan-transfer') && body.entitlement_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['entitlement_id'],
        message: 'Name the plan to transfer.',
      });
    }
  });

/** The routes of the approvals tag. */
export function approvalRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.put('/pos/approval-pin', requireAuth('approval.grant'), async (c) => {
    const { pin } = await readJson(c, approvalPinBody);
    return c.json({ data: await setOwnPin(c.var.database.db, c.var.auth, pin) });
  });
  routes.delete('/office/employees/:id/approval-pin', requireAuth('office.open'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'employee id', 'staff.not-found');
    return c.json({ data: await clearPin(c.var.database.db, c.var.auth, id) });
  });
  routes.get('/pos/approval-rules', requireAuth('pos.sell'), async (c) =>
    c.json({ data: rulesView(await readApprovalRules(c.var.database.db, c.var.auth.businessId)) }),
  );
  routes.put('/office/approval-rules', requireAuth('business.edit'), async (c) => {
    const body = await readJson(c, approvalRulesBody);
    return c.json({ data: await updateApprovalRules(c.var.database.db, c.var.auth, body) });
  });
  routes.post('/pos/approvals', requireAuth('pos.sell'), async (c) => {
    const body = await readJson(c, approvalRequestBody);
    return c.json({ data: await grantApproval(c.var.database.db, c.var.auth, body) }, 201);
  });
  return routes;
}
