// The answers of manager approval at the counter: an approver's PIN state, the business's
// approval rules (the large-discount amount read as fils) and the token a PIN gives.
import { APPROVAL_KINDS } from '@lamaa/domain';
import * as z from 'zod/mini';
import { filsSchema, idSchema, integerSchema, localizedTextSchema } from './shared-schemas.js';

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** Whether the employee has an approval PIN. */
export const approvalPinResponseSchema = dataOf(z.object({ has_pin: z.boolean() }));

/** The business's approval rules. */
export const approvalRulesSchema = z.object({
  large_discount: z.boolean(),
  large_discount_percent: integerSchema,
  large_discount_amount: filsSchema,
  lowered_price: z.boolean(),
  order_delete: z.boolean(),
  refund: z.boolean(),
});

/** GET /pos/approval-rules and PUT /office/approval-rules. */
export const approvalRulesResponseSchema = dataOf(approvalRulesSchema);

/** POST /pos/approvals: the token and who gave it. */
export const approvalGrantResponseSchema = dataOf(
  z.object({
    token: z.string(),
    expires_at: z.string(),
    actions: z.array(z.enum(APPROVAL_KINDS)),
    approver: z.object({ id: idSchema, name: localizedTextSchema }),
  }),
);

/** Approval rules as read (the amount in fils). */
export type ApprovalRulesAnswer = z.output<typeof approvalRulesSchema>;
/** An approval as read. */
export type ApprovalGrant = z.output<typeof approvalGrantResponseSchema>;
