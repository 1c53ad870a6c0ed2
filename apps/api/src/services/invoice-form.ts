// Reads the multipart invoice form: bracketed item fields and attachments, checked by size
// and content.
import {
  ATTACHMENT_MAX_BYTES,
  INVOICE_ATTACHMENTS_MAX_BYTES,
  INVOICE_MAX_ATTACHMENTS,
  MAX_INVOICE_LINE_QUANTITY,
  MAX_INVOICE_LINES,
  MAX_UNIT_PRICE_FILS,
} from '@lamaa/domain';
import { z } from 'zod';
import { ApiError, invalidField } from '../http/api-error.js';
import { refusalMessage } from '../http/refusal-messages.js';
import { flagField, idField, moneyField, optionalId, strictNumber } from '../http/fields.js';
import { validate } from '../http/read-body.js';
import type { FormValue } from '../http/read-multipart.js';
import type { AttachmentType } from './file-type.js';
import { refuseOversized } from './money-limits.js';
import { type FileRules, readCheckedFile } from './uploaded-file.js';

const itemSchema = z.object({
  material_id: idField('material'),
  price: moneyField('price', MAX_UNIT_PRICE_FILS, 1),
  quantity: strictNumber(
    z
      .number({ error: 'Quantity must be greater than 0' })
      .int({ error: 'The quantity must be a whole number.' })
      .min(1, { error: 'Quantity must be greater than 0' })
      .max(MAX_INVOICE_LINE_QUANTITY, {
        error: `The quantity may not be greater than ${MAX_INVOICE_LINE_QUANTITY}.`,
      }),
  ),
  generate_barcode: flagField('generate_barcode').default(false),
  include_tax: flagField('include_tax').default(false),
  barcode: z
    .string()
    .trim()
    .max(64, { error: 'The barcode may not be greater than 64 characters.' })
    .optional(),
});

export const invoiceFormSchema = z.object({
  supplier_id: idField('supplier'),
  branch_id: optionalId('branch'),
  material_items: z
    .array(itemSchema)
    .min(1, { error: 'Please add items to create an invoice' })
    .max(MAX_INVOICE_LINES, {
      error: `An invoice may hold at most ${MAX_INVOICE_LINES} lines.`,
    }),
});

/** A validated invoice item. */
export type InvoiceItemInput = z.output<typeof itemSchema>;

/** A checked attachment. */
export interface AttachmentInput {
  name: string;
  type: AttachmentType;
  bytes: Buffer;
}

/** The validated invoice form. */
export interface InvoiceForm extends z.output<typeof invoiceFormSchema> {
  attachments: AttachmentInput[];
}

/** Turns `material_items[0][price]` style keys into nested objects and arrays. */
function nest(fields: Record<string, FormValue>): {
  values: Record<string, unknown>;
  files: File[];
} {
  const values: Record<string, unknown> = {};
  const items: Record<string, Record<string, unknown>> = {};
  const files: File[] = [];
  for (const [key, raw] of Object.entries(fields)) {
    const entries = Array.isArray(raw) ? raw : [raw];
    if (/^attachments(\[\d*\])?$/.test(key)) {
      for (const entry of entries) {
        if (typeof entry === 'string') throw invalidField('attachments', 'attachment.not-a-file');
        files.push(entry);
      }
      continue;
    }
    const item = /^material_items\[(\d+)\]\[([a-z_]+)\]$/.exec(key);
    const last = entries[entries.length - 1];
    if (item?.[1] !== undefined && item[2] !== undefined) {
      (items[item[1]] ??= {})[item[2]] = typeof last === 'string' ? last : undefined;
    } else if (typeof last === 'string') {
      values[key] = last;
    }
  }
  values.material_items = Object.keys(items)
    .sort((a, b) => Number(a) - Number(b))
    .map((index) => items[index]);
  return { values, files };
}

/** Each attachment: at most 10 MB, a PDF or an image by its first bytes. */
const attachmentRules: FileRules = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: (name) => new ApiError(413, 'attachment.too-large', { params: { name } }),
  wrongType: (name) => new ApiError(415, 'attachment.invalid-type', { params: { name } }),
};

/** 422 for more attachments than an invoice takes, 413 when together they pass the invoice's limit. */
function refuseTooManyAttachments(files: readonly File[]): void {
  if (files.length > INVOICE_MAX_ATTACHMENTS) {
    const params = { max: INVOICE_MAX_ATTACHMENTS };
    throw new ApiError(422, 'attachment.too-many', {
      params,
      errors: { attachments: [refusalMessage('attachment.too-many', params)] },
    });
  }
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  if (bytes > INVOICE_ATTACHMENTS_MAX_BYTES) {
    const params = { maxMb: INVOICE_ATTACHMENTS_MAX_BYTES / (1024 * 1024) };
    throw new ApiError(413, 'attachment.total-too-large', {
      params,
      errors: { attachments: [refusalMessage('attachment.total-too-large', params)] },
    });
  }
}

/**
 * Validates the parsed multipart body: 422 for a line or a total above the money limits or
 * too many attachments, 413 for a file over 10 MB or attachments over 20 MB together, 415 for
 * a file that is not a PDF or image.
 */
export async function readInvoiceForm(fields: Record<string, FormValue>): Promise<InvoiceForm> {
  const { values, files } = nest(fields);
  const form = validate(invoiceFormSchema, values);
  refuseOversized(
    form.material_items.map((item, index) => ({
      field: `material_items.${index}`,
      unitFils: item.price,
      quantity: item.quantity,
    })),
    { line: 'invoice.line-too-large', total: 'invoice.total-too-large' },
    'material_items',
  );
  refuseTooManyAttachments(files);
  const attachments: AttachmentInput[] = [];
  for (const file of files) attachments.push(await readCheckedFile(file, attachmentRules));
  form.material_items.forEach((item, index) => {
    if (!item.generate_barcode && !item.barcode) {
      throw invalidField(`material_items.${index}.barcode`, 'intake.barcode-required');
    }
  });
  return { ...form, attachments };
}
