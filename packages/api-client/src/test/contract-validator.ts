// Validates example bodies against openapi/api.yaml with Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1), so the fixtures the tests feed the client are answers the
// contract allows, and a drift between the yaml and the zod schemas shows up.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
// Imported as text by Vite, not read with node:fs: the intake's tests run in a real browser.
import contractText from '../../openapi/api.yaml?raw';

const spec: unknown = parse(contractText);
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
// ajv-formats ships CommonJS; its default export arrives wrapped under Node's ESM loader.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;
addFormats(ajv);
ajv.addSchema(spec as object, 'api');

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The Ajv errors of `body` against one response of the contract, or [] when it conforms. */
export function contractErrors(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string[] {
  const operation = (
    spec as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
    }
  ).paths[path]?.[method.toLowerCase()];
  const response = operation?.responses[String(status)];
  if (response === undefined) return [`no ${status} response for ${method} ${path}`];
  const base = response.$ref
    ? response.$ref.slice(1)
    : `/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}`;
  const validate = ajv.getSchema(`api#${base}/content/application~1json/schema`);
  if (validate === undefined) return [`no JSON schema for ${method} ${path} ${status}`];
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** The Ajv errors of `body` against a named schema of components/schemas. */
export function schemaErrors(name: string, body: unknown): string[] {
  const validate = ajv.getSchema(`api#/components/schemas/${name}`);
  if (validate === undefined) return [`no schema ${name}`];
  return validate(body)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/**
 * Throws, naming every difference, when `body` is not an answer the contract allows for
 * `method path` with `status`: for test fakes, so a fake cannot drift from the contract.
 * @example assertContractAnswer('GET', '/pos/vaults', 200, { data: [] }) // returns the body
 */
export function assertContractAnswer<T>(method: string, path: string, status: number, body: T): T {
  const errors = contractErrors(method, path, status, body);
  if (errors.length > 0)
    throw new Error(
      `the fake answer to ${method} ${path} (${status}) breaks openapi/api.yaml:\n${errors.join('\n')}`,
    );
  return body;
}
