// Reads a zod schema and a JSON schema of the contract into one comparable form: the kinds of
// value each accepts (null, boolean, number, string, literals, array, object), with their
// bounds, so `shapeDiff` can compare a hand-written schema with the contract field by field.
import type * as z from 'zod/v4/core';

/** One kind of value a schema accepts at a place, with what narrows it. */
export type Alternative =
  | { readonly kind: 'null' | 'boolean' | 'any' }
  | { readonly kind: 'number'; readonly integer: boolean; readonly bounds: Bounds }
  | { readonly kind: 'string'; readonly bounds: Bounds }
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'array'; readonly item: Shape; readonly bounds: Bounds }
  | {
      readonly kind: 'object';
      readonly fields: ReadonlyMap<string, Field>;
      readonly rest: Shape | null;
    };

/** Lower and upper bounds (inclusive) of a number, a string's length or a list's length. */
export interface Bounds {
  readonly min?: number;
  readonly max?: number;
}

/** A field of an object: its shape and whether it must be present. */
export interface Field {
  readonly shape: Shape;
  readonly required: boolean;
}

/** Everything a schema accepts at one place; `absent` when it also accepts no value. */
export interface Shape {
  readonly alternatives: readonly Alternative[];
  readonly absent: boolean;
}

type Json = Readonly<Record<string, unknown>>;

const join = (shapes: readonly Shape[]): Shape => ({
  alternatives: shapes.flatMap((s) => s.alternatives),
  absent: shapes.some((s) => s.absent),
});

const only = (alternative: Alternative): Shape => ({ alternatives: [alternative], absent: false });

function zodBounds(schema: z.$ZodType, integer: boolean): Bounds {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: number; inclusive?: boolean } & Json;
    const step = integer && def.inclusive === false ? 1 : 0;
    if (def.check === 'greater_than') min = Number(def.value) + step;
    if (def.check === 'less_than') max = Number(def.value) - step;
    if (def.check === 'min_length') min = Number(def.minimum);
    if (def.check === 'max_length') max = Number(def.maximum);
  }
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function isInteger(schema: z.$ZodType): boolean {
  const def = schema._zod.def as { format?: string };
  const formats = (schema._zod.def.checks ?? []).map(
    (check) => (check._zod.def as { format?: string }).format,
  );
  return [def.format, ...formats].some((format) => format === 'safeint' || format === 'int32');
}

/**
 * What a zod schema accepts as input. A pipe is read at its checking end: a preprocess
 * (a transform first) by what follows it, a transform after a schema by that schema.
 */
export function zodShape(schema: z.$ZodType): Shape {
  const def = schema._zod.def as z.$ZodTypeDef & Json;
  switch (def.type) {
    case 'string':
      return only({ kind: 'string', bounds: zodBounds(schema, false) });
    case 'number': {
      const integer = isInteger(schema);
      return only({ kind: 'number', integer, bounds: zodBounds(schema, integer) });
    }
    case 'boolean':
      return only({ kind: 'boolean' });
    case 'null':
      return only({ kind: 'null' });
    case 'undefined':
      return { alternatives: [], absent: true };
    case 'literal':
      return join(
        (def.values as (string | number | boolean | null)[]).map((value) =>
          only({ kind: 'literal', value }),
        ),
      );
    case 'enum':
      return join(
        Object.values(def.entries as Record<string, string | number>).map((value) =>
          only({ kind: 'literal', value }),
        ),
      );
    case 'optional':
    case 'default':
    case 'prefault':
      return { ...zodShape(def.innerType as z.$ZodType), absent: true };
    case 'nullable':
      return join([zodShape(def.innerType as z.$ZodType), only({ kind: 'null' })]);
    case 'union':
      return join((def.options as z.$ZodType[]).map(zodShape));
    case 'pipe': {
      const input = def.in as z.$ZodType;
      return zodShape(input._zod.def.type === 'transform' ? (def.out as z.$ZodType) : input);
    }
    case 'array':
      return only({
        kind: 'array',
        item: zodShape(def.element as z.$ZodType),
        bounds: zodBounds(schema, false),
      });
    case 'object': {
      const fields = new Map<string, Field>();
      for (const [name, field] of Object.entries(def.shape as Record<string, z.$ZodType>)) {
        const shape = zodShape(field);
        fields.set(name, { shape, required: !shape.absent });
      }
      return only({ kind: 'object', fields, rest: null });
    }
    case 'record':
      return only({
        kind: 'object',
        fields: new Map(),
        rest: zodShape(def.valueType as z.$ZodType),
      });
    case 'lazy':
      return zodShape((def.getter as () => z.$ZodType)());
    default:
      return only({ kind: 'any' });
  }
}

function resolve(spec: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key], spec);
  const siblings = Object.entries(schema).filter(([key]) => key !== '$ref');
  return resolve(spec, { ...(target as Json), ...Object.fromEntries(siblings) });
}

function jsonBounds(schema: Json, low: string, high: string, integer: boolean): Bounds {
  const bound = (key: string, step: number) => {
    const value = schema[key];
    return typeof value === 'number' ? value + step : undefined;
  };
  const min =
    bound(low, 0) ?? bound(`exclusive${low[0]?.toUpperCase()}${low.slice(1)}`, integer ? 1 : 0);
  const max =
    bound(high, 0) ?? bound(`exclusive${high[0]?.toUpperCase()}${high.slice(1)}`, integer ? -1 : 0);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function jsonAlternative(spec: Json, schema: Json, type: string): Alternative {
  const integer = type === 'integer';
  switch (type) {
    case 'null':
    case 'boolean':
      return { kind: type };
    case 'integer':
    case 'number':
      return { kind: 'number', integer, bounds: jsonBounds(schema, 'minimum', 'maximum', integer) };
    case 'string':
      return { kind: 'string', bounds: jsonBounds(schema, 'minLength', 'maxLength', false) };
    case 'array':
      return {
        kind: 'array',
        item: jsonShape(spec, (schema.items ?? {}) as Json),
        bounds: jsonBounds(schema, 'minItems', 'maxItems', false),
      };
    default: {
      const required = new Set((schema.required ?? []) as string[]);
      const fields = new Map<string, Field>();
      for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
        fields.set(name, { shape: jsonShape(spec, field), required: required.has(name) });
      const rest = schema.additionalProperties;
      return {
        kind: 'object',
        fields,
        rest: typeof rest === 'object' && rest !== null ? jsonShape(spec, rest as Json) : null,
      };
    }
  }
}

/** What a JSON schema of the contract (OpenAPI 3.1) accepts, its $refs followed. */
export function jsonShape(spec: Json, raw: Json): Shape {
  const schema = resolve(spec, raw);
  const choices = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (choices !== undefined) return join(choices.map((choice) => jsonShape(spec, choice)));
  const types = [schema.type ?? 'any'].flat() as string[];
  if (Array.isArray(schema.enum))
    return join(
      (schema.enum as (string | number | null)[]).map((value) => only({ kind: 'literal', value })),
    );
  if (types.includes('any')) return only({ kind: 'any' });
  return join(types.map((type) => only(jsonAlternative(spec, schema, type))));
}
