// Renders the whole intake app in the browser against the in-memory API (msw handlers).
import { render } from '@testing-library/react';
import type { IntakeClient } from '@lamaa/api-client';
import { createToasts } from '@lamaa/ui';
import { IntakeApp } from '../app/intake-app.js';
import { createUploadProgress } from '../shared/upload-progress.js';
import { createApiState } from './intake-handlers.js';
import { createTestIntakeApi } from './intake-test-api.js';

/** Options of renderIntake. */
export interface RenderIntakeOptions {
  readonly isBranchMode?: boolean;
  readonly language?: 'en' | 'ar';
  /** Lists whose load fails. */
  readonly failLists?: readonly ('materials' | 'suppliers')[];
  /** The server refuses the lists to the user's role (403 access.forbidden). */
  readonly refuseLists?: boolean;
  /** Changes the client the screen gets, e.g. to hold an answer back. */
  readonly adjustApi?: (api: IntakeClient) => IntakeClient;
}

/** Renders the app with a fresh API state and a cleared draft storage. */
export function renderIntake({
  isBranchMode = false,
  language = 'en',
  failLists = [],
  refuseLists = false,
  adjustApi = (api) => api,
}: RenderIntakeOptions = {}) {
  const state = { ...createApiState(), failLists, refuseLists };
  const progress = createUploadProgress();
  const api = adjustApi(createTestIntakeApi(state, { progress }));
  const services = {
    api,
    toasts: createToasts(),
    progress,
    storage: window.localStorage,
    isBranchMode,
  };
  const view = render(<IntakeApp services={services} language={language} />);
  return { state, view };
}
