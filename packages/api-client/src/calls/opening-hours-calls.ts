// The office's opening hours: a branch's schedule per location type.
import { runCall } from '../client/run-call.js';
import type { components } from '../generated/api.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** The schedule the office saves. */
export type OpeningHoursInput = components['schemas']['OpeningHoursRequest'];

const hoursSchemas = () => import('../schemas/opening-hours-schemas.js');

/** Reads and saves a branch's opening hours. */
export function createOpeningHoursCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/opening-hours: a branch's schedule for one location type. */
    getOpeningHours: (
      query: { branch_id: number; type: OpeningHoursInput['type'] },
      signal?: AbortSignal,
    ) =>
      runCall(
        () => client.GET('/office/opening-hours', { params: { query }, signal }),
        hoursSchemas().then((schemas) => schemas.openingHoursResponseSchema),
      ),
    /** PUT /office/opening-hours: the schedule as saved. */
    saveOpeningHours: (body: OpeningHoursInput) =>
      runCall(
        () => client.PUT('/office/opening-hours', { body }),
        hoursSchemas().then((schemas) => schemas.openingHoursResponseSchema),
      ),
  };
}
