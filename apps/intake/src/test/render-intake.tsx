// Renders the whole intake app in the browser against the in-memory API (msw handlers).
import { render } from '@testing-library/react';
import { createToasts } from '@lamaa/ui';
import { IntakeApp } from '../app/intake-app.js';
import { createIntakeApi } from '../app/intake-services.js';
import { createUploadProgress } from '../app/upload-progress.js';
import { createApiState, handlersFetch, intakeHandlers } from './intake-handlers.js';

/** Options of renderIntake. */
export interface RenderIntakeOptions {
  readonly isBranchMode?: boolean;
  readonly language?: 'en' | 'ar';
}

/** Renders the app with a fresh API state and a cleared draft storage. */
export function renderIntake({ isBranchMode = false, language = 'en' }: RenderIntakeOptions = {}) {
  const state = createApiState();
  const progress = createUploadProgress();
  const api = createIntakeApi({
    baseUrl: '/api',
    token: 'tok',
    progress,
    onUnauthorized: () => undefined,
    fetch: handlersFetch(intakeHandlers(state)),
  });
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
