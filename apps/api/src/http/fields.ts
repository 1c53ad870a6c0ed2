// zod field builders whose messages name the field, so a 422 tells a person what to fix.
import { aedToFils, type Fils } from '@lamaa/domain';
import { z } from 'zod';

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

/** A positive whole id, given as a number or a numeric string. */
export function idField(label: string) {
  return z.coerce
    .number({ error: required(label, 'a number') })
    .int({ error: `The ${label} must be a whole number.` })
    .positive({ error: `The ${label} must be a valid id.` })
    .max(2_147_483_647, { error: `The ${label} must be a valid id.` });
}

/** An optional id; null and empty strings become undefined. */
export function optionalId(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(label).optional(),
  );
}

/** An AED amount (number or numeric string) converted to fils; at least `minFils`. */
export function moneyField(label: string, minFils = 0) {
  return z
    .union([z.number(), z.string()], { error: required(label, 'a number') })
    .transform((value, ctx): Fils => {
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
