import type { Role } from '@lamaa/domain';
import { createToasts } from '@lamaa/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { createOfficeRuntime, type OfficeRuntime } from '../app/create-office-runtime.js';
import { OfficeApp } from '../app/office-app.js';
import { storeSession } from '../shared/session/office-session.js';
import { API, employeeOf, type FakeOffice, server, sessionHandlers } from './fake-api.js';

/** What renderOffice gives a test. */
export interface RenderedOffice extends RenderResult {
  readonly runtime: OfficeRuntime;
  readonly fake: FakeOffice;
}

/**
 * Renders the whole office (runtime, providers, routes) at an address under /office against
 * the fake API. `signedIn` stores a session of `role` first, as the POS leaves it; `handlers`
 * answer the screen's own calls.
 */
export function renderOffice(
  path: string,
  options: {
    readonly role?: Role;
    readonly signedIn?: boolean;
    readonly language?: 'en' | 'ar';
    readonly handlers?: readonly RequestHandler[];
  } = {},
): RenderedOffice {
  const fake: FakeOffice = { role: options.role ?? 'owner', calls: [] };
  server.use(...(options.handlers ?? []), ...sessionHandlers(fake));
  if (options.signedIn) {
    storeSession(window, { token: `token-${fake.role}`, user: employeeOf(fake.role) });
  }
  window.localStorage.setItem('lamaa.language', options.language ?? 'en');
  const runtime = createOfficeRuntime({ baseUrl: API, browser: window });
  const result = render(
    <OfficeApp
      services={{ api: runtime.api, toasts: createToasts() }}
      auth={runtime.auth}
      initialPath={path}
      {...(options.language ? { language: options.language } : {})}
    />,
  );
  return { ...result, runtime, fake };
}
