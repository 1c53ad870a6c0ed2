// The office's vaults (`vault.manage`: the owner in every branch, a manager in their own): the
// list, add, edit, archive and unarchive. The zod schema reads the shape; what may be saved is
// the domain's rule (vaultProblems), answered with its codes.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { idField } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import {
  createVault,
  listOfficeVaults,
  setVaultArchived,
  updateVault,
} from '../services/office-vaults.js';

/** The longest text the shape accepts; the domain's limits are shorter and say why. */
const TEXT_CAP = 2000;
/** The most methods a vault's list may carry (each method once is four). */
const METHODS_CAP = 20;

const text = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .max(TEXT_CAP, { error: `The ${label} may not be greater than ${TEXT_CAP} characters.` });

export const vaultBody = z.object({
  branch_id: idField('branch'),
  title: z.object(
    { en: text('title in English'), ar: text('title in Arabic') },
    { error: 'The title must be an object with en and ar.' },
  ),
  methods: z
    .array(text('payment method'), { error: 'The payment methods must be a list.' })
    .max(METHODS_CAP, { error: `The payment methods may hold at most ${METHODS_CAP} entries.` }),
  provider: text('provider').default(''),
});

/** The routes of the office's vaults. */
export function officeVaultRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/vaults', requireAuth('vault.manage'), async (c) =>
    c.json({ data: await listOfficeVaults(c.var.database.db, c.var.auth) }),
  );
  routes.post('/office/vaults', requireAuth('vault.manage'), async (c) => {
    const body = await readJson(c, vaultBody);
    return c.json({ data: await createVault(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/vaults/:id', requireAuth('vault.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'vault id', 'vault.not-found');
    const body = await readJson(c, vaultBody);
    return c.json({ data: await updateVault(c.var.database.db, c.var.auth, id, body) });
  });
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    routes.post(`/office/vaults/:id/${action}`, requireAuth('vault.manage'), async (c) => {
      const id = pathId(c.req.param(), 'id', 'vault id', 'vault.not-found');
      return c.json({ data: await setVaultArchived(c.var.database.db, c.var.auth, id, archived) });
    });
  }
  return routes;
}
