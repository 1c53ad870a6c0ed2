// Compares what a zod schema accepts with what the contract declares, both ways: fields,
// required fields, kinds of value, enums, nullability and bounds. A response reader may be
// more lenient than the contract in the listed ways only; a request validator must refuse
// what the contract refuses.
import type { Alternative, Bounds, Field, Shape } from './shape-of.js';

/**
 * `response`: the client's reader; it may accept more (numbers as text, text as numbers,
 * null for an optional field, true/false for a 0/1 flag) and leave optional fields optional,
 * but must accept every answer the contract allows and read every field it declares.
 * `request`: the server's validator; the same fields, required alike, the same bounds; it
 * may only also take numbers and flags as text (forms carry text).
 */
export type Direction = 'response' | 'request';

type Kind = Alternative['kind'];

const kindOf = (alternative: Alternative): Kind =>
  alternative.kind !== 'literal'
    ? alternative.kind
    : typeof alternative.value === 'string'
      ? 'string'
      : typeof alternative.value === 'number'
        ? 'number'
        : alternative.value === null
          ? 'null'
          : 'boolean';

function describe(alternative: Alternative): string {
  if (alternative.kind === 'literal') return JSON.stringify(alternative.value);
  if (alternative.kind === 'number') return alternative.integer ? 'integer' : 'number';
  return alternative.kind;
}

function boundsDiff(path: string, contract: Bounds, zod: Bounds, direction: Direction): string[] {
  const out: string[] = [];
  const say = (edge: 'min' | 'max') =>
    `${path}: ${edge} ${String(zod[edge] ?? 'none')} where the contract says ${String(contract[edge] ?? 'none')}`;
  if (direction === 'request') {
    if (contract.min !== zod.min) out.push(say('min'));
    if (contract.max !== zod.max) out.push(say('max'));
    return out;
  }
  // A reader may be looser than the contract, never tighter.
  if (zod.min !== undefined && (contract.min === undefined || zod.min > contract.min))
    out.push(say('min'));
  if (zod.max !== undefined && (contract.max === undefined || zod.max < contract.max))
    out.push(say('max'));
  return out;
}

function fieldsDiff(
  path: string,
  contract: ReadonlyMap<string, Field>,
  zod: ReadonlyMap<string, Field>,
  direction: Direction,
): string[] {
  const out: string[] = [];
  for (const [name, field] of contract) {
    const read = zod.get(name);
    if (read === undefined) {
      out.push(`${path}.${name}: in the contract, not in the schema`);
      continue;
    }
    if (read.required && !field.required)
      out.push(`${path}.${name}: required by the schema, optional in the contract`);
    if (!read.required && field.required && direction === 'request')
      out.push(`${path}.${name}: optional in the schema, required in the contract`);
    out.push(...shapeDiff(field.shape, read.shape, direction, `${path}.${name}`));
  }
  for (const name of zod.keys())
    if (!contract.has(name)) out.push(`${path}.${name}: in the schema, not in the contract`);
  return out;
}

function sameKind(a: Alternative, b: Alternative): boolean {
  return a.kind === b.kind;
}

/** The differences of one contract alternative against the schema's alternative of its kind. */
function pairDiff(
  path: string,
  contract: Alternative,
  zod: Alternative,
  direction: Direction,
): string[] {
  if (contract.kind === 'literal' && zod.kind !== 'literal' && direction === 'request')
    return [`${path}: the schema takes any ${describe(zod)} where the contract lists values`];
  if (contract.kind === 'number' && zod.kind === 'number') {
    const kinds =
      contract.integer === zod.integer ||
      (direction === 'response' && !zod.integer && contract.integer)
        ? []
        : [`${path}: ${describe(zod)} where the contract says ${describe(contract)}`];
    return [...kinds, ...boundsDiff(path, contract.bounds, zod.bounds, direction)];
  }
  if (contract.kind === 'string' && zod.kind === 'string')
    return boundsDiff(path, contract.bounds, zod.bounds, direction);
  if (contract.kind === 'array' && zod.kind === 'array')
    return [
      ...boundsDiff(path, contract.bounds, zod.bounds, direction),
      ...shapeDiff(contract.item, zod.item, direction, `${path}[]`),
    ];
  if (contract.kind === 'object' && zod.kind === 'object') {
    const rest =
      contract.rest === null && zod.rest === null
        ? []
        : contract.rest === null || zod.rest === null
          ? [`${path}: a map in one, not in the other`]
          : shapeDiff(contract.rest, zod.rest, direction, `${path}{}`);
    return [...rest, ...fieldsDiff(path, contract.fields, zod.fields, direction)];
  }
  return [];
}

function overlap(a: Alternative, b: Alternative): number {
  if (a.kind !== 'object' || b.kind !== 'object') return 0;
  return [...a.fields.keys()].filter((name) => b.fields.has(name)).length;
}

/** The schema's alternative that reads a contract alternative, or undefined when none does. */
function reader(contract: Alternative, zod: readonly Alternative[]): Alternative | undefined {
  if (zod.some((z) => z.kind === 'any')) return zod.find((z) => z.kind === 'any');
  if (contract.kind === 'literal') {
    return (
      zod.find((z) => z.kind === 'literal' && z.value === contract.value) ??
      zod.find((z) => z.kind !== 'literal' && z.kind === kindOf(contract))
    );
  }
  const candidates = zod.filter((z) => sameKind(contract, z));
  return candidates.sort((a, b) => overlap(contract, b) - overlap(contract, a))[0];
}

const isText = (alternative: Alternative): boolean =>
  alternative.kind === 'string' ||
  (alternative.kind === 'literal' && typeof alternative.value === 'string');

/** An object of texts only: a bilingual name `{ en, ar }`, an image `{ url }`. */
const isTextRecord = (alternative: Alternative): boolean =>
  alternative.kind === 'object' &&
  alternative.fields.size > 0 &&
  [...alternative.fields.values()].every((field) => field.shape.alternatives.every(isText));

const isTextList = (alternative: Alternative): boolean =>
  alternative.kind === 'array' && alternative.item.alternatives.every(isText);

/**
 * Whether the schema taking `extra`, which the contract does not, is a listed leniency.
 * Both ways: numbers and 0/1 flags as text, a flag as true/false. A reader also: null for
 * any value (read as absent), a number as text, a 0/1 flag where the contract has a boolean,
 * one text for a list of texts, a plain text for a name or an image, any text for an enum.
 */
function tolerated(
  extra: Alternative,
  contract: readonly Alternative[],
  direction: Direction,
): boolean {
  const contractKinds = new Set(contract.map(kindOf));
  const isFlag = contract.some((c) => c.kind === 'literal' && (c.value === 0 || c.value === 1));
  const kind = kindOf(extra);
  if (kind === 'string' && contractKinds.has('number')) return true;
  if (kind === 'boolean' && isFlag) return true;
  if (direction === 'request') return false;
  if (kind === 'null') return true;
  if (kind === 'number' && contractKinds.has('string')) return true;
  if (
    extra.kind === 'literal' &&
    [0, 1, '0', '1'].includes(extra.value as number) &&
    contractKinds.has('boolean')
  )
    return true;
  if (kind === 'string' && contract.some((c) => isTextRecord(c) || isTextList(c))) return true;
  return extra.kind === 'string' && contractKinds.has('string');
}

/**
 * The differences between what the contract declares at `path` and what the zod schema
 * accepts there, each as one line; [] when they agree.
 */
export function shapeDiff(contract: Shape, zod: Shape, direction: Direction, path = '$'): string[] {
  const out: string[] = [];
  const used = new Set<Alternative>();
  for (const alternative of contract.alternatives) {
    const match = reader(alternative, zod.alternatives);
    if (match === undefined) {
      out.push(`${path}: the schema refuses ${describe(alternative)}, which the contract allows`);
      continue;
    }
    used.add(match);
    out.push(...pairDiff(path, alternative, match, direction));
  }
  for (const alternative of zod.alternatives) {
    if (used.has(alternative)) continue;
    const literalOfKnownKind =
      alternative.kind === 'literal' &&
      contract.alternatives.some((c) => c.kind === 'literal' && c.value === alternative.value);
    if (literalOfKnownKind || tolerated(alternative, contract.alternatives, direction)) continue;
    out.push(`${path}: the schema takes ${describe(alternative)}, which the contract does not`);
  }
  return out;
}
