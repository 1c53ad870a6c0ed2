import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '../constants/limits.js';

/** What the rules need of a file: its name, size in bytes and MIME type. */
export interface AttachmentFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Why a file was not attached: 'Invalid file type', 'File too large (max 10MB)', 'File already attached'. */
export type AttachmentCode =
  'attachment.invalid-type' | 'attachment.too-large' | 'attachment.duplicate';

/** The files attached and the files refused, each with its reason. */
export interface AttachmentCheck<T extends AttachmentFile> {
  readonly accepted: T[];
  readonly rejected: { file: T; code: AttachmentCode }[];
}

/** The MIME types that go with the accepted extensions. */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);
const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);

/** True when both the extension and the MIME type are accepted; an empty MIME type (some devices send none) defers to the extension. */
function isAcceptedType(file: AttachmentFile): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  const type = file.type.trim().toLowerCase();
  return ACCEPTED_EXTENSIONS.has(extension) && (type === '' || ACCEPTED_TYPES.has(type));
}

/** The key that makes two files the same attachment: name and size. */
function sameFileKey(file: AttachmentFile): string {
  return `${file.size}:${file.name}`;
}

/**
 * Checks files about to be attached: PDF, JPEG, JPG, PNG, GIF or WebP by extension and MIME
 * type, at most 10 MB each, and not one already attached (same name and size) or repeated
 * in the same batch. Every incoming file lands in exactly one of the two lists.
 * @example checkAttachments([{ name: 'bill.pdf', size: 1000, type: 'application/pdf' }], []).accepted.length // 1
 */
export function checkAttachments<T extends AttachmentFile>(
  incoming: readonly T[],
  existing: readonly AttachmentFile[],
): AttachmentCheck<T> {
  const seen = new Set(existing.map(sameFileKey));
  const accepted: T[] = [];
  const rejected: { file: T; code: AttachmentCode }[] = [];
  for (const file of incoming) {
    const key = sameFileKey(file);
    if (!isAcceptedType(file)) rejected.push({ file, code: 'attachment.invalid-type' });
    else if (!(Number.isFinite(file.size) && file.size >= 0 && file.size <= ATTACHMENT_MAX_BYTES)) {
      rejected.push({ file, code: 'attachment.too-large' });
    } else if (seen.has(key)) rejected.push({ file, code: 'attachment.duplicate' });
    else {
      seen.add(key);
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/**
 * The success notice after attaching, '{n} file(s) attached successfully', or null when
 * nothing was attached.
 */
export function attachedNotice(
  check: AttachmentCheck<AttachmentFile>,
): { code: 'attachment.attached'; params: { n: number } } | null {
  const n = check.accepted.length;
  return n === 0 ? null : { code: 'attachment.attached', params: { n } };
}

/** Removes one attachment; an index outside the list changes nothing. */
export function removeAttachment<T extends AttachmentFile>(
  files: readonly T[],
  index: number,
): T[] {
  return files.filter((_file, at) => at !== index);
}
