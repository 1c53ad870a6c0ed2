// Validates real responses against packages/api-client/openapi/api.yaml with Ajv (JSON
// Schema 2020-12, the dialect of OpenAPI 3.1): finds the operation by method and path
// template, then the documented response for the status, then checks the JSON body.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** Where the contract lives. */
export const CONTRACT_PATH = fileURLToPath(
  new URL('../../../packages/api-client/openapi/api.yaml', import.meta.url),
);

type Json = Record<string, unknown>;

/** The parsed contract document. */
export const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(contract, 'api.yaml');

const pointer = (parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const compiled = new Map<string, ValidateFunction>();

function templates(): { template: string; pattern: RegExp }[] {
  return Object.keys(contract.paths as Json).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
}
const known = templates();

/** The contract's path template for a concrete /api path, or undefined. */
export function findTemplate(path: string): string | undefined {
  const bare = path.replace(/^\/api/, '').split('?')[0] ?? '';
  const exact = known.find((entry) => entry.template === bare);
  return (exact ?? known.find((entry) => entry.pattern.test(bare)))?.template;
}

/** Checks a response; answers a list of problems (empty when it conforms). */
export function checkResponse(
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string[] {
  const template = findTemplate(path);
  if (!template) return [`${method} ${path}: no such path in the contract`];
  const operation = ((contract.paths as Json)[template] as Json)[method.toLowerCase()] as
    Json | undefined;
  if (!operation) return [`${method} ${template}: no such operation in the contract`];
  const responses = operation.responses as Json;
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default';
  let response = responses[key] as Json | undefined;
  if (!response) return [`${method} ${template}: status ${status} is not documented`];
  let base = ['paths', template, method.toLowerCase(), 'responses', key];
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop() ?? '';
    response = ((contract.components as Json).responses as Json)[name] as Json;
    base = ['components', 'responses', name];
  }
  const content = response.content as Json | undefined;
  if (!content)
    return body === undefined || body === null || body === ''
      ? []
      : [`${method} ${template} ${status}: the contract documents no body`];
  // Another type the contract documents for this answer (the audit log's CSV) is not JSON.
  const other = Object.keys(content).find(
    (type) => type !== 'application/json' && contentType?.includes(type),
  );
  if (other !== undefined) return [];
  if (!contentType?.includes('application/json'))
    return [`${method} ${template} ${status}: expected JSON, got ${contentType}`];
  const ref = `api.yaml#/${pointer([...base, 'content', 'application/json', 'schema'])}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${method} ${template} ${status}: ${error.instancePath || '(body)'} ${error.message ?? ''}`,
  );
}

/** Every (method, template) pair the contract defines. */
export function contractOperations(): string[] {
  return Object.entries(contract.paths as Json).flatMap(([template, item]) =>
    Object.keys(item as Json)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${template}`),
  );
}
