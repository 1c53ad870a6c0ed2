// An msw layer answering the office's calls the way apps/api does, each answer checked against
// the contract (openapi/api.yaml), so the component tests run the real client on real shapes.
import type { Role } from '@lamaa/domain';
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Where the component tests' API lives. */
export const API = 'http://office.test/api';

/** The password every fake employee signs in with. */
export const PASSWORD = 'secret-pass';

/** The signed-in employee of a role, as the login and profile calls answer them. */
export function employeeOf(role: Role) {
  return {
    id: 5,
    name: { en: `Noor ${role}`, ar: 'نور' },
    email: `${role}@lamaa.test`,
    business_id: 1,
    branch_id: role === 'owner' ? null : 1,
    branch: role === 'owner' ? null : { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
    role,
    time_zone: 'Asia/Dubai',
    business_name: 'Lamaa Car Care',
    logo_url: null,
  };
}

/** The fake server's state for one test: who signs in, and the calls it saw. */
export interface FakeOffice {
  role: Role;
  readonly calls: string[];
}

/** The msw handlers of the session calls for `state`. */
export function sessionHandlers(state: FakeOffice) {
  return [
    http.post(`${API}/pos/login`, async ({ request }) => {
      state.calls.push('login');
      const body = (await request.json()) as { email: string; password: string };
      if (body.password !== PASSWORD) {
        return HttpResponse.json(
          assertContractAnswer('POST', '/pos/login', 401, {
            code: 'auth.invalid-credentials',
            message: 'These credentials do not match our records.',
          }),
          { status: 401 },
        );
      }
      return HttpResponse.json(
        assertContractAnswer('POST', '/pos/login', 200, {
          token: `token-${state.role}`,
          user: employeeOf(state.role),
        }),
      );
    }),
    http.post(`${API}/pos/user`, ({ request }) => {
      state.calls.push('profile');
      if (request.headers.get('Authorization') === null) {
        return HttpResponse.json(
          { code: 'auth.unauthenticated', message: 'Your session has ended.' },
          { status: 401 },
        );
      }
      return HttpResponse.json(
        assertContractAnswer('POST', '/pos/user', 200, { data: employeeOf(state.role) }),
      );
    }),
    http.post(`${API}/pos/logout`, () => {
      state.calls.push('logout');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The fake server (started in setup.ts). */
export const server = setupServer();
