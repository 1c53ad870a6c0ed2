import { type ApprovalKind, filsToAed } from '@lamaa/domain';
import { runCall } from '../client/run-call.js';
import type { ApprovalRulesAnswer } from '../schemas/approval-schemas.js';
import { type CartSyncInput, toCartSyncBody } from '../requests/cart-sync-body.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The approval's schemas, loaded with the first approval call. */
const approvalSchemas = () => import('../schemas/approval-schemas.js');

/** What the counter asks a manager to approve, money in fils. */
export interface ApprovalRequestInput {
  readonly pin: string;
  readonly actions: readonly ApprovalKind[];
  readonly order_id?: number;
  readonly cart?: CartSyncInput;
  /** The shift whose closing variance is approved (`shift-variance`). */
  readonly shift_id?: number;
  /** The sold plan to transfer (`plan-transfer`). */
  readonly entitlement_id?: number;
}

/** Manager approval at the counter: PINs, the business's rules, and the PIN exchange. */
export function createApprovalCalls(client: LamaaFetchClient) {
  return {
    /** PUT /pos/approval-pin: sets the signed-in manager's or owner's own PIN. */
    setApprovalPin: (pin: string) =>
      runCall(
        () => client.PUT('/pos/approval-pin', { body: { pin } }),
        approvalSchemas().then((schemas) => schemas.approvalPinResponseSchema),
      ),
    /** DELETE /office/employees/{id}/approval-pin: clears an employee's PIN. */
    clearApprovalPin: (id: number) =>
      runCall(
        () => client.DELETE('/office/employees/{id}/approval-pin', { params: { path: { id } } }),
        approvalSchemas().then((schemas) => schemas.approvalPinResponseSchema),
      ),
    /** GET /pos/approval-rules: what needs a manager's approval (amount in fils). */
    getApprovalRules: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/approval-rules', { signal }),
        approvalSchemas().then((schemas) => schemas.approvalRulesResponseSchema),
      ),
    /** PUT /office/approval-rules (the owner): the rules as saved. */
    updateApprovalRules: (rules: ApprovalRulesAnswer) =>
      runCall(
        () =>
          client.PUT('/office/approval-rules', {
            body: { ...rules, large_discount_amount: filsToAed(rules.large_discount_amount) },
          }),
        approvalSchemas().then((schemas) => schemas.approvalRulesResponseSchema),
      ),
    /** POST /pos/approvals: a manager's PIN for a single-use approval token. */
    grantApproval: (input: ApprovalRequestInput) =>
      runCall(
        () =>
          client.POST('/pos/approvals', {
            body: {
              pin: input.pin,
              actions: [...input.actions],
              ...(input.order_id === undefined ? {} : { order_id: input.order_id }),
              ...(input.cart === undefined ? {} : { cart: toCartSyncBody(input.cart) }),
              ...(input.shift_id === undefined ? {} : { shift_id: input.shift_id }),
              ...(input.entitlement_id === undefined
                ? {}
                : { entitlement_id: input.entitlement_id }),
            },
          }),
        approvalSchemas().then((schemas) => schemas.approvalGrantResponseSchema),
      ),
  };
}
