// Building blocks of every response schema: ids, bilingual names, money and the two
// wrapper shapes docs/product/api.md allows (bare or `{ data: ... }`).
import { aedToFils } from '@lamaa/domain';
import * as z from 'zod/mini';

/** Reads an absent or null value as null (zod/mini spells `.transform` as a pipe). */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}

/** Reads a number or numeric string as an integer (coerced, then checked). */
export const integerSchema = z.pipe(z.coerce.number(), z.int());

/** A positive integer id; numeric strings from older servers are read as numbers. */
export const idSchema = z.pipe(z.coerce.number(), z.int().check(z.positive()));

/** Text the server may omit or send as null; read as a string or null. */
export const optionalTextSchema = orNull(z.string());

/** Text the server may omit or send as null; read as a string, '' when absent. */
const textOrEmpty = z.pipe(
  optionalTextSchema,
  z.transform((value: string | null) => value ?? ''),
);

/** A text in English and Arabic; a missing side is read as an empty string. */
export const localizedTextSchema = z.object({ en: textOrEmpty, ar: textOrEmpty });

/** A bilingual name, or a plain string read as the English side. */
export const nameSchema = z.pipe(
  z.union([z.string(), localizedTextSchema]),
  z.transform((value: string | LocalizedText) =>
    typeof value === 'string' ? { en: value, ar: '' } : value,
  ),
);

/** Inside a transform: records that the domain refuses the value sent (e.g. an amount that is not one). */
export function refuse(ctx: z.core.ParsePayload, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/**
 * An AED amount (number or numeric string) read as integer fils with `aedToFils`.
 * @example filsSchema.parse(12.5) // 1250
 */
export const filsSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const fils = aedToFils(value);
    return fils.ok ? fils.value : refuse(ctx, value, 'money.invalid');
  }),
);

/** An AED amount that may be absent or null, read as fils or null. */
export const nullableFilsSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value: number | string | null | undefined, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const fils = aedToFils(value);
    return fils.ok ? fils.value : refuse(ctx, value, 'money.invalid');
  }),
);

/** An AED amount that may be absent or null, read as fils (0 when absent). */
export const zeroIfMissingFilsSchema = z.pipe(
  nullableFilsSchema,
  z.transform((value: number | null) => value ?? 0),
);

/** A yes/no flag sent as a boolean, 0/1 or '0'/'1'; read as a boolean (absent is false). */
export const flagSchema = z.pipe(
  z.nullish(z.union([z.boolean(), z.literal([0, 1, '0', '1'])])),
  z.transform((value) => value === true || value === 1 || value === '1'),
);

/** A string or a number (plate letters, references), read as a string. */
export const stringishSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** A string or a number that may be absent or null, read as a string or null. */
export const nullableStringishSchema = orNull(stringishSchema);

/** An image as `{ url }`, a bare URL string, or nothing; read as a URL or null. */
export const imageUrlSchema = z.pipe(
  z.nullish(z.union([z.string(), z.object({ url: optionalTextSchema })])),
  z.transform((value) =>
    value === null || value === undefined ? null : typeof value === 'string' ? value : value.url,
  ),
);

/** A list the server may omit or send as null, read as an empty list then. */
export function listOrEmpty<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined) => value ?? []),
  );
}

/**
 * A list the server may send bare or as `{ data: [...] }`; read as the array.
 * @example listOf(idSchema).parse({ data: [1, 2] }) // [1, 2]
 */
export function listOf<T extends z.ZodMiniType>(item: T) {
  const list = z.array(item);
  return z.pipe(
    z.union([list, z.object({ data: list })]),
    z.transform((value) => (Array.isArray(value) ? value : value.data)),
  );
}

/**
 * One object the server may send bare or as `{ data: {...} }`; read as the object.
 * The wrapper is tried first so a bare object never swallows `data`.
 */
export function entityOf<T extends z.ZodMiniType>(item: T) {
  // The cast only names what `z.object({ data: item })` outputs; TypeScript cannot see it through the generic.
  const wrapper = z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );
  return z.union([wrapper, item]);
}

/** A refusal's parameters: values by name, interpolated into its translated text. */
export const refusalParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One refusal as a code with its parameters (a coupon's reasons). */
export const refusalSchema = z.object({
  code: z.string(),
  params: z.optional(refusalParamsSchema),
});

/** A refusal as read: its code and parameters. */
export type Refusal = z.output<typeof refusalSchema>;

/**
 * The body of every 4xx answer: `{ code, message, params?, errors?: { field: [text] },
 * field_codes?: { field: { code, params? } } }`; `error` is what older servers sent instead
 * of `code`.
 */
export const errorBodySchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  params: z.optional(refusalParamsSchema),
  error: z.optional(z.string()),
  errors: z.optional(
    z.record(
      z.string(),
      z.union([
        z.array(z.string()),
        z.pipe(
          z.string(),
          z.transform((text: string) => [text]),
        ),
      ]),
    ),
  ),
  field_codes: z.optional(z.record(z.string(), refusalSchema)),
});

/** The parsed error body; every part optional because a failing server may send anything. */
export type ErrorBody = z.output<typeof errorBodySchema>;

/** A bilingual text as read. */
export type LocalizedText = z.output<typeof localizedTextSchema>;
