// Cash shifts at the counter: opening, cash in and out, the X report, the blind close and the
// business's shift settings; money in fils on this side, AED on the wire.
import {
  type CashMovementReason,
  type DenominationCounts,
  type Fils,
  filsToAed,
} from '@lamaa/domain';
import { runCall } from '../client/run-call.js';
import type { ShiftSettingsAnswer } from '../schemas/shift-schemas.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The shift schemas, loaded with the first shift call. */
const shiftSchemas = () => import('../schemas/shift-schemas.js');

/** Opening a shift, money in fils. */
export interface OpenShiftInput {
  readonly vault_id: number;
  readonly float: Fils;
  readonly float_counts?: DenominationCounts | undefined;
}

/** A cash in or out, money in fils. */
export interface ShiftMovementInput {
  readonly reason: CashMovementReason;
  readonly amount: Fils;
  readonly note?: string | undefined;
}

/** A blind count closing a shift, money in fils. */
export interface CloseShiftInput {
  readonly counted: Fils;
  readonly counted_counts?: DenominationCounts | null | undefined;
  readonly reason?: string | null | undefined;
  readonly approvalToken?: string | null | undefined;
}

/** The office's filters of the shift list: the days, and a branch or vault when narrowed. */
export interface OfficeShiftQuery {
  readonly from: string;
  readonly to: string;
  readonly branch_id?: number | undefined;
  readonly vault_id?: number | undefined;
}

/** Cash shifts at the counter and their settings. */
export function createShiftCalls(client: LamaaFetchClient) {
  return {
    /** GET /pos/shifts/open: the business's open shifts. */
    listOpenShifts: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/shifts/open', { signal }),
        shiftSchemas().then((schemas) => schemas.shiftListResponseSchema),
      ),
    /** POST /pos/shifts: opens a shift on a cash vault with a float. */
    openShift: (input: OpenShiftInput) =>
      runCall(
        () =>
          client.POST('/pos/shifts', {
            body: {
              vault_id: input.vault_id,
              float: filsToAed(input.float),
              ...(input.float_counts === undefined ? {} : { float_counts: input.float_counts }),
            },
          }),
        shiftSchemas().then((schemas) => schemas.shiftResponseSchema),
      ),
    /** GET /pos/shifts/{id}: the X report of an open shift, the Z report of a closed one. */
    getShiftReport: (id: number, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/shifts/{id}', { params: { path: { id } }, signal }),
        shiftSchemas().then((schemas) => schemas.shiftReportResponseSchema),
      ),
    /** POST /pos/shifts/{id}/movements: a bank drop, a float top-up or a petty expense. */
    moveShiftCash: (id: number, input: ShiftMovementInput) =>
      runCall(
        () =>
          client.POST('/pos/shifts/{id}/movements', {
            params: { path: { id } },
            body: {
              reason: input.reason,
              amount: filsToAed(input.amount),
              ...(input.note === undefined ? {} : { note: input.note }),
            },
          }),
        shiftSchemas().then((schemas) => schemas.shiftMovementResponseSchema),
      ),
    /** POST /pos/shifts/{id}/close: the blind count; answers the Z report. */
    closeShift: (id: number, input: CloseShiftInput) => {
      const countedCounts = input.counted_counts ?? undefined;
      const token = input.approvalToken ?? undefined;
      return runCall(
        () =>
          client.POST('/pos/shifts/{id}/close', {
            params: {
              path: { id },
              header: token === undefined ? {} : { 'Approval-Token': token },
            },
            body: {
              counted: filsToAed(input.counted),
              ...(countedCounts === undefined ? {} : { counted_counts: countedCounts }),
              ...(input.reason === null || input.reason === undefined
                ? {}
                : { reason: input.reason }),
            },
          }),
        shiftSchemas().then((schemas) => schemas.shiftReportResponseSchema),
      );
    },
    /** GET /pos/shift-settings: whether cash needs a shift, and the variance threshold (fils). */
    getShiftSettings: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/pos/shift-settings', { signal }),
        shiftSchemas().then((schemas) => schemas.shiftSettingsResponseSchema),
      ),
    /** GET /office/shifts: the shifts of the period (days as YYYY-MM-DD), newest first. */
    listOfficeShifts: (query: OfficeShiftQuery, signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/shifts', { params: { query }, signal }),
        shiftSchemas().then((schemas) => schemas.officeShiftListResponseSchema),
      ),
    /** PUT /office/shift-settings (the owner). */
    updateShiftSettings: (settings: ShiftSettingsAnswer) =>
      runCall(
        () =>
          client.PUT('/office/shift-settings', {
            body: {
              cash_needs_shift: settings.cash_needs_shift,
              variance_threshold: filsToAed(settings.variance_threshold),
            },
          }),
        shiftSchemas().then((schemas) => schemas.shiftSettingsResponseSchema),
      ),
  };
}
