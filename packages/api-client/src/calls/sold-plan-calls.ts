import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The sold-plan schemas, loaded beside the first such call. */
const schemas = () => import('../schemas/sold-plan-schemas.js');

/** A transfer asked for: the vehicle it moves to and why. */
export interface PlanTransferInput {
  readonly car_id: number;
  readonly reason: string;
}

/** A cancel asked for: why, and how the unused share goes back. */
export interface PlanCancelInput {
  readonly reason: string;
  readonly method: 'original' | 'cash';
}

/** Sold plans after the sale (the office, and the counter's transfer) and the plan report. */
export function createSoldPlanCalls(client: LamaaFetchClient) {
  const byId = (id: number) => ({ params: { path: { id } } });
  return {
    /** GET /office/entitlements: sold plans found by plate or customer. */
    listSoldPlans: (q: string, signal?: AbortSignal) =>
      runCall(
        () =>
          client.GET('/office/entitlements', {
            params: { query: q.trim() === '' ? {} : { q: q.trim() } },
            signal,
          }),
        schemas().then((s) => s.soldPlanListSchema),
      ),
    /** POST /office/entitlements/{id}/freeze. */
    freezeSoldPlan: (id: number) =>
      runCall(
        () => client.POST('/office/entitlements/{id}/freeze', byId(id)),
        schemas().then((s) => s.entitlementResponseSchema),
      ),
    /** POST /office/entitlements/{id}/unfreeze: the end moves by the frozen days. */
    unfreezeSoldPlan: (id: number) =>
      runCall(
        () => client.POST('/office/entitlements/{id}/unfreeze', byId(id)),
        schemas().then((s) => s.entitlementResponseSchema),
      ),
    /** POST /office/entitlements/{id}/transfer: the signed-in manager approves. */
    transferSoldPlan: (id: number, input: PlanTransferInput) =>
      runCall(
        () =>
          client.POST('/office/entitlements/{id}/transfer', {
            ...byId(id),
            body: { car_id: input.car_id, reason: input.reason },
          }),
        schemas().then((s) => s.entitlementResponseSchema),
      ),
    /** POST /office/entitlements/{id}/cancel: ends it and refunds its unused share. */
    cancelSoldPlan: (id: number, input: PlanCancelInput) =>
      runCall(
        () =>
          client.POST('/office/entitlements/{id}/cancel', {
            ...byId(id),
            body: { reason: input.reason, method: input.method },
          }),
        schemas().then((s) => s.planCancelResponseSchema),
      ),
    /** POST /pos/entitlements/{id}/transfer: with a manager's approval token once asked. */
    transferHeldPlan: (id: number, input: PlanTransferInput, approvalToken: string | null) =>
      runCall(
        () =>
          client.POST('/pos/entitlements/{id}/transfer', {
            params: {
              path: { id },
              header: approvalToken === null ? {} : { 'Approval-Token': approvalToken },
            },
            body: { car_id: input.car_id, reason: input.reason },
          }),
        schemas().then((s) => s.entitlementResponseSchema),
      ),
    /** GET /office/plan-report: from and to are optional dates (the last 30 days). */
    readPlanReport: (period: { from?: string; to?: string } = {}, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/plan-report', { params: { query: period }, signal }),
        schemas().then((s) => s.planReportResponseSchema),
      ),
  };
}
