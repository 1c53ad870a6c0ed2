import { createIntakeClient, type IntakeClient } from '@lamaa/api-client';
import type { UploadProgress } from '../shared/upload-progress.js';
import { progressFetch } from './progress-fetch.js';

/** Options of createIntakeApi. */
export interface IntakeApiOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly progress: UploadProgress;
  readonly onUnauthorized: () => void;
  /** The network below the client (tests answer with msw handlers). */
  readonly fetch?: typeof fetch;
}

/** The API client of the intake screen: the session token, the 401 rule and upload progress. */
export function createIntakeApi(options: IntakeApiOptions): IntakeClient {
  return createIntakeClient({
    baseUrl: options.baseUrl,
    getToken: () => options.token,
    onUnauthorized: options.onUnauthorized,
    fetch: progressFetch(options.progress, options.fetch),
  });
}
