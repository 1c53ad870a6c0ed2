// Building blocks of every response schema: ids, bilingual names, money and the two
// wrapper shapes SPEC.md section 7 allows (bare or `{ data: ... }`).
import { aedToFils } from '@lamaa/domain';
import { z } from 'zod';

/** A positive integer id; numeric strings from older servers are read as numbers. */
export const idSchema = z.coerce.number().int().positive();

/** Text the server may omit or send as null; read as a string or null. */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A text in English and Arabic; a missing side is read as an empty string. */
export const localizedTextSchema = z.object({
  en: optionalTextSchema.transform((value) => value ?? ''),
  ar: optionalTextSchema.transform((value) => value ?? ''),
});

/** A bilingual name, or a plain string read as the English side. */
export const nameSchema = z
  .union([z.string(), localizedTextSchema])
  .transform((value) => (typeof value === 'string' ? { en: value, ar: '' } : value));

/**
 * An AED amount (number or numeric string) read as integer fils with `aedToFils`.
 * @example filsSchema.parse(12.5) // 1250
 */
export const filsSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const fils = aedToFils(value);
  if (fils.ok) return fils.value;
  ctx.addIssue('money.invalid');
  return z.NEVER;
});

/** An AED amount that may be absent or null, read as fils or null. */
export const nullableFilsSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const fils = aedToFils(value);
    if (fils.ok) return fils.value;
    ctx.addIssue('money.invalid');
    return z.NEVER;
  });

/** A yes/no flag sent as a boolean, 0/1 or '0'/'1'; read as a boolean (absent is false). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1');

/** An image as `{ url }`, a bare URL string, or nothing; read as a URL or null. */
export const imageUrlSchema = z
  .union([z.string(), z.object({ url: optionalTextSchema })])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? null : typeof value === 'string' ? value : value.url,
  );

/**
 * A list the server may send bare or as `{ data: [...] }`; read as the array.
 * @example listOf(idSchema).parse({ data: [1, 2] }) // [1, 2]
 */
export function listOf<T extends z.ZodType>(item: T) {
  const list = z.array(item);
  return z
    .union([list, z.object({ data: list })])
    .transform((value) => (Array.isArray(value) ? value : value.data));
}

/**
 * One object the server may send bare or as `{ data: {...} }`; read as the object.
 * The wrapper is tried first so a bare object never swallows `data`.
 */
export function entityOf<T extends z.ZodType>(item: T) {
  // The cast only names what `z.object({ data: item })` outputs; TypeScript cannot see it through the generic.
  const wrapper = z
    .object({ data: item })
    .transform((value) => (value as { data: z.output<T> }).data);
  return z.union([wrapper, item]);
}

/** The body of every 4xx answer: `{ message, error?, errors?: { field: [text] } }`. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z
    .record(z.string(), z.union([z.array(z.string()), z.string().transform((text) => [text])]))
    .optional(),
});

/** The parsed error body; every part optional because a failing server may send anything. */
export type ErrorBody = z.output<typeof errorBodySchema>;

/** A bilingual text as read. */
export type LocalizedText = z.output<typeof localizedTextSchema>;
