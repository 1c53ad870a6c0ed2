import { type Role, storeSession } from '@lamaa/domain';
import { createToasts } from '@lamaa/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { createOfficeRuntime, type OfficeRuntime } from '../app/create-office-runtime.js';
import { OfficeApp } from '../app/office-app.js';
import { API, employeeOf, type FakeOffice, server, sessionHandlers } from './fake-api.js';
import { officeData, type OfficeData, officeHandlers } from './office-fake.js';

/** What renderOffice gives a test. */
export interface RenderedOffice extends RenderResult {
  readonly runtime: OfficeRuntime;
  readonly fake: FakeOffice;
  /** The office's data the fake answers from (and the bodies it was sent). */
  readonly data: OfficeData;
}

/**
 * Renders the whole office (runtime, providers, routes) at an address under /office against
 * the fake API. `signedIn` stores a session of `role` first, as the POS leaves it; the office's
 * calls answer from `data` (fresh seed data by default), `handlers` first when given.
 */
export function renderOffice(
  path: string,
  options: {
    readonly role?: Role;
    readonly signedIn?: boolean;
    readonly language?: 'en' | 'ar';
    readonly handlers?: readonly RequestHandler[];
    readonly data?: OfficeData;
  } = {},
): RenderedOffice {
  const fake: FakeOffice = { role: options.role ?? 'owner', calls: [] };
  const data = options.data ?? officeData();
  server.use(...(options.handlers ?? []), ...officeHandlers(data), ...sessionHandlers(fake));
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
  return { ...result, runtime, fake, data };
}
