// The office's pictures: a catalogue image (a service's icon, a package's or product's image)
// and the business's logo. Uploaded with the intake's checks (size, type by first bytes),
// decoded and resized here, kept in the database with the original, and served by the hash
// of each size's bytes.
import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { images, imageVariants } from '../db/schema/images.js';
import { ApiError, invalidField } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import type { FormValue } from '../http/read-multipart.js';
import { type ImageSize, resizeUpload } from './image-resize.js';
import { type FileRules, readCheckedFile } from './uploaded-file.js';

/** What an upload is for; each kind keeps its own size. */
export type ImageKind = 'catalogue' | 'logo';

const SIZE_OF: Record<ImageKind, ImageSize> = { catalogue: 'card', logo: 'logo' };

/** The path a stored size is served at (under /api). */
export const IMAGE_PATH_PREFIX = '/api/images/';

const imageRules: FileRules = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: () =>
    new ApiError(413, 'image.too-large', { params: { maxMb: IMAGE_MAX_BYTES / (1024 * 1024) } }),
  wrongType: () => new ApiError(415, 'image.invalid-type'),
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

/** The one file of the form's `file` field, or 422 `image.missing`. */
function fileOf(fields: Record<string, FormValue>): File {
  const value = fields['file'];
  const file = Array.isArray(value) ? value[0] : value;
  if (file === undefined || typeof file === 'string' || (Array.isArray(value) && value.length > 1))
    throw new ApiError(422, 'image.missing', { errors: { file: ['Send one picture.'] } });
  return file;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The URL of a stored size. */
export const imageUrl = (hash: string) => `${IMAGE_PATH_PREFIX}${hash}.webp`;

/** Checks, resizes and stores an upload; answers the URL of its size and that size's pixels. */
export async function storeImage(
  db: Db,
  auth: AuthContext,
  kind: ImageKind,
  fields: Record<string, FormValue>,
) {
  const file = await readCheckedFile(fileOf(fields), imageRules);
  const [resized] = await resizeUpload(file.bytes, [SIZE_OF[kind]]);
  if (!resized) throw new Error('The picture was not resized.');
  const hash = hashOf(resized.content);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        business_id: auth.businessId,
        kind,
        original_type: file.type,
        original: file.bytes,
        uploaded_by: auth.employeeId,
      })
      .returning({ id: images.id });
    if (!row) throw new Error('The picture row was not written.');
    await tx.insert(imageVariants).values({
      image_id: row.id,
      size: resized.size,
      hash,
      mime_type: resized.mimeType,
      width: resized.width,
      height: resized.height,
      content: resized.content,
    });
  });
  return { url: imageUrl(hash), width: resized.width, height: resized.height };
}

/** Whether `url` is a picture of this kind that the business uploaded. */
export async function isOwnImage(
  db: Db,
  businessId: number,
  kind: ImageKind,
  url: string,
): Promise<boolean> {
  const hash = /^\/api\/images\/([0-9a-f]{64})\.webp$/.exec(url)?.[1];
  if (hash === undefined) return false;
  const [row] = await db
    .select({ id: images.id })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.image_id))
    .where(
      and(
        eq(imageVariants.hash, hash),
        eq(imageVariants.size, SIZE_OF[kind]),
        eq(images.business_id, businessId),
        eq(images.kind, kind),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The bytes served for a hash, or undefined when none is stored. */
export async function readImageFile(db: Db, hash: string) {
  const [row] = await db
    .select({ content: imageVariants.content, mimeType: imageVariants.mime_type })
    .from(imageVariants)
    .where(eq(imageVariants.hash, hash))
    .limit(1);
  return row;
}

/**
 * 422 `image.unknown` on `field` unless `url` (when one is given) is a catalogue picture this
 * business uploaded; null and undefined (remove, leave as it is) pass.
 */
export async function refuseForeignImage(
  db: Db,
  businessId: number,
  url: string | null | undefined,
  field = 'image',
): Promise<void> {
  if (url === null || url === undefined) return;
  if (!(await isOwnImage(db, businessId, 'catalogue', url)))
    throw invalidField(field, 'image.unknown');
}
