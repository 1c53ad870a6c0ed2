import { loginResponseSchema, profileResponseSchema } from '../schemas/auth-schemas.js';
import { successResponseSchema } from '../schemas/order-schemas.js';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** Sign-in, sign-out and the profile. */
export function createAuthCalls(client: LamaaFetchClient) {
  return {
    /** POST /pos/login: `{ token, user }`; a 401 here never calls the unauthorized hook. */
    login: (credentials: { email: string; password: string }) =>
      runCall(() => client.POST('/pos/login', { body: credentials }), loginResponseSchema),
    /** POST /pos/logout: revokes the session on the server (204 or `{ success }`). */
    logout: () => runCall(() => client.POST('/pos/logout'), successResponseSchema),
    /** POST /pos/user: the signed-in employee, bare or wrapped; `signal` abandons the call. */
    getProfile: (signal?: AbortSignal) =>
      runCall(() => client.POST('/pos/user', { signal }), profileResponseSchema),
  };
}
