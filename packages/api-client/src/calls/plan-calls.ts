import { runCall } from '../client/run-call.js';
import { type PlanInput, toPlanBody } from '../requests/plan-body.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The plan answer schemas, loaded beside the first plan call. */
const schemas = () => import('../schemas/plan-schemas.js');

/** Plans: the owner's list in the office, the plans on sale, and a vehicle's entitlements. */
export function createPlanCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/plans: archived ones too. */
    listOfficePlans: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/plans', { signal }),
        schemas().then((s) => s.planListSchema),
      ),
    /** POST /office/plans: the new plan. */
    createOfficePlan: (input: PlanInput) =>
      runCall(
        () => client.POST('/office/plans', { body: toPlanBody(input) }),
        schemas().then((s) => s.planResponseSchema),
      ),
    /** PUT /office/plans/{id}: the plan as saved (archive with `is_archived`). */
    updateOfficePlan: (id: number, input: PlanInput) =>
      runCall(
        () =>
          client.PUT('/office/plans/{id}', { params: { path: { id } }, body: toPlanBody(input) }),
        schemas().then((s) => s.planResponseSchema),
      ),
    /** GET /pos/plans: the plans on sale. */
    listPlans: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/plans', { signal }),
        schemas().then((s) => s.planListSchema),
      ),
    /** GET /pos/cars/{id}/entitlements: the plans a vehicle holds. */
    listVehicleEntitlements: (carId: number, signal?: AbortSignal) =>
      runCall(
        () =>
          client.GET('/pos/cars/{id}/entitlements', { params: { path: { id: carId } }, signal }),
        schemas().then((s) => s.entitlementListSchema),
      ),
  };
}
