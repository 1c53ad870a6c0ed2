// The intake's real API client over the in-memory API, for tests that need the whole
// client (401 rule, multipart bodies) without a network. Test support may compose src/app.
import type { IntakeClient } from '@lamaa/api-client';
import { createIntakeApi } from '../app/create-intake-api.js';
import { createUploadProgress, type UploadProgress } from '../shared/upload-progress.js';
import { handlersFetch, type IntakeApiState, intakeHandlers } from './intake-handlers.js';

/** Options of createTestIntakeApi. */
export interface TestIntakeApiOptions {
  readonly baseUrl?: string;
  readonly progress?: UploadProgress;
}

/** The client of the intake screen answered by handlers over `state`. */
export function createTestIntakeApi(
  state: IntakeApiState,
  { baseUrl = '/api', progress = createUploadProgress() }: TestIntakeApiOptions = {},
): IntakeClient {
  return createIntakeApi({
    baseUrl,
    token: 'tok',
    progress,
    onUnauthorized: () => undefined,
    fetch: handlersFetch(intakeHandlers(state)),
  });
}
