// The contract itself is valid OpenAPI 3.1, the server has a route for every operation, and
// the contract suite calls every path.
import { readdirSync, readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/routes/api-routes.js';
import { contract, contractOperations } from './openapi-contract.js';

const toHono = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');
const served = apiRoutes({ trustProxy: false })
  .routes.filter((route) => route.method !== 'ALL')
  .map((route) => `${route.method} ${route.path.replace(/\{[^}]*\}/g, '')}`);

describe('the contract', () => {
  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(contract);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it.each(contractOperations())('is served: %s', (operation) => {
    const [method, template] = operation.split(' ');
    expect(served).toContain(`${method} ${toHono(template ?? '')}`);
  });

  it.each(contractOperations())('is exercised by the suite: %s', (operation) => {
    const [method, template] = operation.split(' ');
    const sources = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.test.ts') && file !== 'contract-coverage.test.ts')
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n');
    const prefix = `/api${(template ?? '').split('{')[0]}`;
    // Whitespace-tolerant: a formatter may break a call over several lines.
    const path = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const calls = new RegExp(`'${method}',\\s*[\`']${path}`);
    const helper = new RegExp(
      `${method === 'GET' ? 'get' : 'post'}(<[\\s\\S]*?>)?\\(\\s*[\`']${path}`,
    );
    expect(calls.test(sources) || helper.test(sources)).toBe(true);
  });
});
