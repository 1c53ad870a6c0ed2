// Turns a checked upload into the sizes the apps show, with sharp (libvips): decoded in full
// first, so a file whose first bytes say PNG but whose pixels are not there is refused with a
// code, never answered 500.
import { IMAGE_MAX_PIXELS, IMAGE_SIZES } from '@lamaa/domain';
import sharp from 'sharp';
import { ApiError } from '../http/api-error.js';

/** A size the server keeps: the counter's card or the business's logo. */
export type ImageSize = keyof typeof IMAGE_SIZES;

/** One resized copy, WebP. */
export interface ResizedImage {
  size: ImageSize;
  mimeType: 'image/webp';
  width: number;
  height: number;
  content: Buffer;
}

const undecodable = () => new ApiError(422, 'image.undecodable');

/** 422 `image.undecodable` for a file libvips cannot read, `image.too-many-pixels` past the limit. */
async function checkDecodes(bytes: Buffer): Promise<void> {
  let metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw undecodable();
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw undecodable();
  if (pixels > IMAGE_MAX_PIXELS) {
    throw new ApiError(422, 'image.too-many-pixels', {
      params: { maxMegapixels: IMAGE_MAX_PIXELS / 1_000_000 },
    });
  }
}

/**
 * The picture at one size: a card is cropped to fill its 16:9 frame; a logo is fitted inside
 * its box and never enlarged. Turned upright by its EXIF orientation; the metadata is dropped.
 */
async function resize(bytes: Buffer, size: ImageSize): Promise<ResizedImage> {
  const box = IMAGE_SIZES[size];
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(
        box.width,
        box.height,
        size === 'logo' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover' },
      )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { size, mimeType: 'image/webp', width: info.width, height: info.height, content: data };
  } catch {
    throw undecodable();
  }
}

/** Every size an upload of this kind keeps. */
export async function resizeUpload(bytes: Buffer, sizes: readonly ImageSize[]) {
  await checkDecodes(bytes);
  const resized: ResizedImage[] = [];
  for (const size of sizes) resized.push(await resize(bytes, size));
  return resized;
}
