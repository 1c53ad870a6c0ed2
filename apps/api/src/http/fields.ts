// zod field builders whose messages name the field, so a 422 tells a person what to fix.
import { aedToFils, FILS_PER_AED, filsToAed, type Fils, isLocalDate } from '@lamaa/domain';
import { z } from 'zod';
import { refusalMessage } from './refusal-messages.js';

function required(label: string, kind: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `The ${label} field is required.`
      : `The ${label} must be ${kind}.`;
}

/** A required, trimmed, non-empty string of at most `max` characters. */
export function textField(label: string, max = 255) {
  return z
    .string({ error: required(label, 'text') })
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` });
}

/** An optional string of at most `max` characters; empty strings become undefined. */
export function optionalText(label: string, max = 255) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** The largest id an integer column holds; a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

// Numbers as query strings and forms spell them: digits, an optional sign and decimals.
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads `schema`'s number strictly: a JSON number, or decimal text (queries and forms carry
 * only text). Anything else is handed on unchanged for the number schema to refuse, where
 * z.coerce would have taken true as 1, [5] as 5, '0x10' as 16, '1e3' as 1000 and '' as 0.
 */
export function strictNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value),
    schema,
  );
}

/** A positive whole id up to MAX_ID, given as a number or as decimal text. */
export function idField(label: string) {
  return strictNumber(
    z
      .number({ error: required(label, 'a number') })
      .int({ error: `The ${label} must be a whole number.` })
      .positive({ error: `The ${label} must be a valid id.` })
      .max(MAX_ID, { error: `The ${label} must be a valid id.` }),
  );
}

/** An optional id; null and empty strings become undefined. */
export function optionalId(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(label).optional(),
  );
}

/**
 * An AED amount (a number or decimal text) converted to fils, from `minFils` to `maxFils`
 * (one of the domain's money limits); above it the refusal is 'money.too-large'.
 */
export function moneyField(label: string, maxFils: Fils, minFils = 0) {
  return z
    .union(
      [z.number(), z.string().regex(DECIMAL_TEXT, { error: `The ${label} must be a number.` })],
      { error: required(label, 'a number') },
    )
    .transform((value, ctx): Fils => {
      // Checked on the number first: 1e300 is too large, not "not a number".
      if (Math.round(Number(value) * FILS_PER_AED) > maxFils) {
        const refusalParams = { field: label, max: String(filsToAed(maxFils)) };
        ctx.addIssue({
          code: 'custom',
          message: refusalMessage('money.too-large', refusalParams),
          params: { code: 'money.too-large', refusalParams },
        });
        return z.NEVER;
      }
      const fils = aedToFils(value);
      if (!fils.ok) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a number.` });
        return z.NEVER;
      }
      if (fils.value < minFils) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} must be at least ${minFils / 100}.`,
        });
        return z.NEVER;
      }
      return fils.value;
    });
}

/** A flag sent as true/false, 1/0 or '1'/'0'. */
export function flagField(label: string) {
  return z
    .union(
      [
        z.boolean(),
        z.literal(0),
        z.literal(1),
        z.literal('0'),
        z.literal('1'),
        z.literal('true'),
        z.literal('false'),
      ],
      {
        error: `The ${label} must be 1 or 0.`,
      },
    )
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
}

/** A date as YYYY-MM-DD that is a day of the calendar; `missing` is the message when absent. */
export function dateField(label: string, missing = `The ${label} field is required.`) {
  const message = `The ${label} must be a date (YYYY-MM-DD).`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    .refine(isLocalDate, { error: message });
}

/** A time of day as HH:MM, 00:00 to 23:59; `missing` is the message when absent. */
export function timeField(label: string, missing = `The ${label} field is required.`) {
  const message = `The ${label} must be a time (HH:MM).`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: message });
}

/** One of a fixed list of values. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `The ${label} field is required.`
        : `The selected ${label} is invalid (use ${values.join(', ')}).`,
  });
}
