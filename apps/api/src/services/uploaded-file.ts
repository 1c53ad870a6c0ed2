// One uploaded file checked the way every upload is: its size first, then its type by its
// first bytes (never its name). The intake's attachments and the office's pictures use it,
// each with its own limit and refusals.
import type { ApiError } from '../http/api-error.js';
import { type AttachmentType, sniffAttachmentType } from './file-type.js';

/** A file that passed the checks. */
export interface CheckedFile {
  name: string;
  type: AttachmentType;
  bytes: Buffer;
}

/** The limit a file is held to and the refusals it gets. */
export interface FileRules {
  maxBytes: number;
  /** The refusal of a file above `maxBytes`. */
  tooLarge: (name: string) => ApiError;
  /** The refusal of a file whose bytes are none of the accepted types. */
  wrongType: (name: string) => ApiError;
  /** The types accepted (all the sniffer knows when left out). */
  types?: readonly AttachmentType[];
}

/** A file name fit to store and show: control characters dropped, 'attachment' when nothing is left. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed.
  const kept = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return kept === '' ? 'attachment' : kept;
}

/** Reads a file after checking its size, then checks its type by content. */
export async function readCheckedFile(file: File, rules: FileRules): Promise<CheckedFile> {
  const name = safeFileName(file.name);
  if (file.size > rules.maxBytes) throw rules.tooLarge(name);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffAttachmentType(bytes);
  if (!type || (rules.types && !rules.types.includes(type))) throw rules.wrongType(name);
  return { name, type, bytes };
}
