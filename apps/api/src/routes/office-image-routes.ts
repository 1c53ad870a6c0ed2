// The office's pictures: a catalogue image uploaded before the service, package or product
// that shows it is saved (`catalogue.manage`), the business's logo set and removed
// (`business.edit`), and every stored size served to anyone by its hash, cached for a year:
// the bytes behind a hash never change.
import { Hono } from 'hono';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { readMultipart } from '../http/read-multipart.js';
import { requireAuth } from '../http/require-auth.js';
import { setBusinessLogo } from '../services/office-business.js';
import { readImageFile, storeImage } from '../services/office-images.js';

/** How an image is cached: a year, by anyone, never revalidated. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The routes of the office's pictures and the public image files. */
export function officeImageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/office/images', requireAuth('catalogue.manage'), async (c) => {
    const fields = await readMultipart(c);
    const image = await storeImage(c.var.database.db, c.var.auth, 'catalogue', fields);
    return c.json({ data: image }, 201);
  });
  routes.put('/office/business/logo', requireAuth('business.edit'), async (c) => {
    const fields = await readMultipart(c);
    const logo = await storeImage(c.var.database.db, c.var.auth, 'logo', fields);
    return c.json({ data: await setBusinessLogo(c.var.database.db, c.var.auth, logo.url) });
  });
  routes.delete('/office/business/logo', requireAuth('business.edit'), async (c) =>
    c.json({ data: await setBusinessLogo(c.var.database.db, c.var.auth, null) }),
  );
  routes.get('/images/:file', async (c) => {
    const hash = /^([0-9a-f]{64})\.webp$/.exec(c.req.param('file'))?.[1];
    const found = hash === undefined ? undefined : await readImageFile(c.var.database.db, hash);
    if (!found) throw new ApiError(404, 'image.not-found');
    return c.body(new Uint8Array(found.content), 200, {
      'Content-Type': found.mimeType,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      ETag: `"${hash}"`,
    });
  });
  return routes;
}
