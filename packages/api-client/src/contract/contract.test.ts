import { readFileSync } from 'node:fs';
import { createConfig, lint, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';

const specUrl = new URL('../../openapi/api.yaml', import.meta.url);
const generatedUrl = new URL('../generated/api.ts', import.meta.url);

describe('openapi/api.yaml', () => {
  it('passes the Redocly recommended ruleset with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: specUrl.pathname, config });
    const summary = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    expect(summary).toEqual([]);
  });

  it('is linted for real: a copy without an operationId is reported', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const broken = readFileSync(specUrl, 'utf8').replace('operationId: getHealth', '');
    const problems = await lintFromString({
      source: broken,
      absoluteRef: specUrl.pathname,
      config,
    });
    expect(problems.map((p) => p.ruleId)).toContain('operation-operationId');
  });

  it('declares every call of SPEC.md section 7 plus the branches, logout, health, set-password, office, approval, shift and plan calls', () => {
    const text = readFileSync(specUrl, 'utf8');
    const paths = [...text.matchAll(/^ {2}(\/[^:]+):$/gm)].map((m) => m[1]);
    expect(paths.sort()).toEqual(
      [
        '/health',
        '/images/{file}',
        '/meta/car_models/{brandId}',
        '/meta/city_plate_letters/{cityId}/{plateTypeId}',
        '/meta/data',
        '/meta/get_plate_types_for_city/{cityId}',
        '/office/approval-rules',
        '/office/audit',
        '/office/branches',
        '/office/branches/{id}',
        '/office/business',
        '/office/business/logo',
        '/office/images',
        '/office/coupons',
        '/office/coupons/{id}',
        '/office/employees',
        '/office/employees/{id}',
        '/office/employees/{id}/approval-pin',
        '/office/employees/{id}/password-link',
        '/office/materials',
        '/office/materials/{id}',
        '/office/plans',
        '/office/plans/{id}',
        '/office/suppliers',
        '/office/suppliers/{id}',
        '/office/vat-report',
        '/office/packages',
        '/office/packages/{id}',
        '/office/products',
        '/office/products/{id}',
        '/office/service-prices',
        '/office/services',
        '/office/services/{id}',
        '/packages',
        '/pos/approval-pin',
        '/pos/approval-rules',
        '/pos/approvals',
        '/pos/availability',
        '/pos/branches',
        '/pos/cars',
        '/pos/cars/{id}/entitlements',
        '/pos/cart',
        '/pos/coupons',
        '/pos/customers',
        '/pos/login',
        '/pos/logout',
        '/pos/materials',
        '/pos/materials/invoice',
        '/pos/materials/suppliers',
        '/pos/order',
        '/pos/payment',
        '/pos/refunds',
        '/pos/plans',
        '/pos/set-password',
        '/pos/user',
        '/pos/vaults',
        '/pos/{id}',
        '/products',
        '/services',
        '/utils/places',
        '/pos/shifts/open',
        '/pos/shifts',
        '/pos/shifts/{id}',
        '/pos/shifts/{id}/movements',
        '/pos/shifts/{id}/close',
        '/pos/shift-settings',
        '/office/shift-settings',
        '/office/entitlements',
        '/office/entitlements/{id}/freeze',
        '/office/entitlements/{id}/unfreeze',
        '/office/entitlements/{id}/transfer',
        '/office/entitlements/{id}/cancel',
        '/pos/entitlements/{id}/transfer',
        '/office/plan-report',
        '/office/shifts',
        '/office/vaults',
        '/office/vaults/{id}',
        '/office/vaults/{id}/archive',
        '/office/vaults/{id}/unarchive',
        '/office/opening-hours',
        '/office/catalogue/export',
        '/office/catalogue/import',
      ].sort(),
    );
  });
});

describe('the client', () => {
  it('has one typed call named after each operationId of the contract (health is for probes, image files for <img>)', () => {
    const text = readFileSync(specUrl, 'utf8');
    const operationIds = [...text.matchAll(/operationId: (\w+)/g)]
      .map((m) => m[1])
      .filter((id) => id !== 'getHealth' && id !== 'getImageFile');
    const api = createLamaaClient({ baseUrl: '/api', getToken: () => null });
    const calls = Object.keys(api).filter((key) => key !== 'raw');
    expect(calls.sort()).toEqual(operationIds.sort());
  });
});

describe('src/generated/api.ts', () => {
  it('matches what openapi-typescript generates from the contract (run `pnpm generate` when it fails)', async () => {
    const fresh = COMMENT_HEADER + astToString(await openapiTS(specUrl));
    expect(readFileSync(generatedUrl, 'utf8')).toBe(fresh);
  });
});
