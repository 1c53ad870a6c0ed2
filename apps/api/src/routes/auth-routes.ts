// Sign-in, sign-out and the profile.
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { login, logout } from '../services/auth-service.js';
import { loadProfile } from '../services/profile.js';
import { DEVICE_LIFETIME_MS } from '../services/trusted-device.js';

export const loginBody = z.object({
  email: z
    .string({
      error: (i) =>
        i.input === undefined ? 'The email field is required.' : 'The email must be text.',
    })
    .trim()
    .min(1, { error: 'The email field is required.' })
    .max(254, { error: 'The email may not be greater than 254 characters.' }),
  password: z
    .string({
      error: (i) =>
        i.input === undefined ? 'The password field is required.' : 'The password must be text.',
    })
    .min(1, { error: 'The password field is required.' })
    .max(1024, { error: 'The password may not be greater than 1024 characters.' }),
});

/** The routes of the auth tag. */
export function authRoutes(options: { trustProxy: boolean }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/pos/login', async (c) => {
    const body = await readJson(c, loginBody);
    const { device, ...answer } = await login(c.var.database.db, {
      ...body,
      address: clientAddress(c, options.trustProxy),
      cookies: getCookie(c),
    });
    // Sent back only to the sign-in call, never readable by scripts.
    setCookie(c, device.name, device.token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/pos/login',
      maxAge: DEVICE_LIFETIME_MS / 1000,
      secure: new URL(c.req.url).protocol === 'https:',
    });
    return c.json(answer);
  });
  routes.post('/pos/logout', requireAuth(), async (c) => {
    await logout(c.var.database.db, c.var.auth.tokenHash, new Date(), c.var.sessionCache);
    return c.json({ success: true, message: 'Signed out.' });
  });
  routes.post('/pos/user', requireAuth(), async (c) =>
    c.json({ data: await loadProfile(c.var.database.db, c.var.auth.employeeId) }),
  );
  return routes;
}
