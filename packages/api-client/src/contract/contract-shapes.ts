// The contract's schemas as `Shape`s: the success answer of an operation, a request body,
// or a named component, read from openapi/api.yaml.
import { readFileSync } from 'node:fs';
import type * as z from 'zod/v4/core';
import { parse } from 'yaml';
import { type Direction, shapeDiff } from './shape-diff.js';
import { jsonShape, type Shape, zodShape } from './shape-of.js';

type Json = Readonly<Record<string, unknown>>;

/** The contract as parsed YAML. */
export const contract = parse(
  readFileSync(new URL('../../openapi/api.yaml', import.meta.url), 'utf8'),
) as Json;

const jsonBody = (holder: Json | undefined, spec: Json): Json | undefined => {
  const resolved = holder?.$ref
    ? ((holder.$ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Json)[key], spec) as Json)
    : holder;
  const content = resolved?.content as Record<string, { schema?: Json }> | undefined;
  return (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema;
};

function operation(spec: Json, operationId: string): Json {
  for (const item of Object.values(spec.paths as Record<string, Record<string, Json>>))
    for (const candidate of Object.values(item))
      if (candidate.operationId === operationId) return candidate;
  throw new Error(`no operation ${operationId} in the contract`);
}

/** The shape of an operation's success answer (its 200 or 201). */
export function answerShape(operationId: string, spec: Json = contract): Shape {
  const responses = operation(spec, operationId).responses as Record<string, Json>;
  const schema = jsonBody(responses['200'] ?? responses['201'], spec);
  if (schema === undefined) throw new Error(`${operationId} has no JSON success answer`);
  return jsonShape(spec, schema);
}

/** The shape of an operation's request body. */
export function requestShape(operationId: string, spec: Json = contract): Shape {
  const schema = jsonBody(operation(spec, operationId).requestBody as Json | undefined, spec);
  if (schema === undefined) throw new Error(`${operationId} has no request body`);
  return jsonShape(spec, schema);
}

/** The shape of a schema of components/schemas. */
export function componentShape(name: string, spec: Json = contract): Shape {
  return jsonShape(spec, { $ref: `#/components/schemas/${name}` });
}

/**
 * The differences between a zod schema and a shape of the contract, one line each.
 * @example contractDiff(answerShape('getCoupons'), couponListSchema, 'response') // []
 */
export function contractDiff(expected: Shape, schema: z.$ZodType, direction: Direction): string[] {
  return shapeDiff(expected, zodShape(schema), direction);
}
