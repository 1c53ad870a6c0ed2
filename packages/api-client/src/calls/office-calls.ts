import type { components, operations } from '../generated/api.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

type Schemas = components['schemas'];

/** The filters and page of GET /office/audit (JSON; `format=csv` is read with `raw`). */
export type AuditQuery = Omit<
  NonNullable<operations['listAudit']['parameters']['query']>,
  'format'
>;

/** The office's answer schemas, loaded beside the first office call, never with the POS. */
const officeSchemas = () => import('../schemas/office-schemas.js');

/** The back office: the business, branches, staff, set-password links and the audit log. */
export function createOfficeCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/business: legal name, address, TRN and VAT settings. */
    getOfficeBusiness: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/business', { signal }),
        officeSchemas().then((schemas) => schemas.officeBusinessResponseSchema),
      ),
    /** PUT /office/business (the owner only): the business as saved. */
    updateOfficeBusiness: (body: Schemas['OfficeBusinessInput']) =>
      runCall(
        () => client.PUT('/office/business', { body }),
        officeSchemas().then((schemas) => schemas.officeBusinessResponseSchema),
      ),
    /** GET /office/branches: every branch for the owner, their own for a manager. */
    listOfficeBranches: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/branches', { signal }),
        officeSchemas().then((schemas) => schemas.officeBranchListSchema),
      ),
    /** POST /office/branches (the owner only): the new branch. */
    createOfficeBranch: (body: Schemas['OfficeBranchInput']) =>
      runCall(
        () => client.POST('/office/branches', { body }),
        officeSchemas().then((schemas) => schemas.officeBranchResponseSchema),
      ),
    /** PUT /office/branches/{id} (the owner only): the branch as saved. */
    updateOfficeBranch: (id: number, body: Schemas['OfficeBranchInput']) =>
      runCall(
        () => client.PUT('/office/branches/{id}', { params: { path: { id } }, body }),
        officeSchemas().then((schemas) => schemas.officeBranchResponseSchema),
      ),
    /** GET /office/employees: the staff the signed-in employee may manage. */
    listOfficeEmployees: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/employees', { signal }),
        officeSchemas().then((schemas) => schemas.officeEmployeeListSchema),
      ),
    /** POST /office/employees: the employee and their one-time set-password link. */
    createOfficeEmployee: (body: Schemas['CreateOfficeEmployeeRequest']) =>
      runCall(
        () => client.POST('/office/employees', { body }),
        officeSchemas().then((schemas) => schemas.officeEmployeeCreatedSchema),
      ),
    /** PATCH /office/employees/{id}: role, branch, or `active: false` to deactivate. */
    updateOfficeEmployee: (id: number, body: Schemas['UpdateOfficeEmployeeRequest']) =>
      runCall(
        () => client.PATCH('/office/employees/{id}', { params: { path: { id } }, body }),
        officeSchemas().then((schemas) => schemas.officeEmployeeResponseSchema),
      ),
    /** POST /office/employees/{id}/password-link: a new link; earlier ones stop working. */
    createPasswordLink: (id: number) =>
      runCall(
        () => client.POST('/office/employees/{id}/password-link', { params: { path: { id } } }),
        officeSchemas().then((schemas) => schemas.passwordLinkResponseSchema),
      ),
    /** GET /office/audit: one page of the audit log, newest first, filtered. */
    listAudit: (query: AuditQuery = {}, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/audit', { params: { query }, signal }),
        officeSchemas().then((schemas) => schemas.auditPageSchema),
      ),
    /** POST /pos/set-password (no session): sets the password of a link's employee. */
    setPassword: (body: Schemas['SetPasswordRequest']) =>
      runCall(
        () => client.POST('/pos/set-password', { body }),
        import('../schemas/order-schemas.js').then((schemas) => schemas.successResponseSchema),
      ),
  };
}
