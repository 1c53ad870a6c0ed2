// The business and its branches in the office: what the owner saves is what is read back, and
// every bad input answers 422 with its code and the field to fix, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiBranch, type OfficeWorld, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let world: OfficeWorld;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
});
afterAll(async () => {
  await server.close();
});

type Refusal = { code: string; errors?: Record<string, string[]> };
const business = {
  legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات ذ.م.م' },
  address: 'Al Quoz 3, Dubai',
  trn: '100123456700003',
  vat_registered: true,
  prices_include_vat: true,
};

describe('the business', () => {
  it('reads back what the owner saves, and starts with its trading name as its legal name', async () => {
    const first = await server.call<{ data: Record<string, unknown> }>(
      'GET',
      '/api/office/business',
      {
        token: world.tokens.manager,
      },
    );
    expect(first.body.data).toMatchObject({
      legal_name: { en: 'Lamaa Car Care' },
      trn: null,
      vat_registered: false,
    });
    const saved = await server.call<{ data: Record<string, unknown> }>(
      'PUT',
      '/api/office/business',
      {
        token: world.tokens.owner,
        json: business,
      },
    );
    expect(saved.body.data).toMatchObject(business);
    const read = await server.call<{ data: Record<string, unknown> }>(
      'GET',
      '/api/office/business',
      {
        token: world.tokens.manager,
      },
    );
    expect(read.body.data).toEqual(saved.body.data);
  });

  it.each([
    ['a TRN of 14 digits', { trn: '10012345670000' }, 'business.trn-invalid', 'trn'],
    ['a TRN with letters', { trn: '10012345670000A' }, 'business.trn-invalid', 'trn'],
    ['a VAT-registered business without a TRN', { trn: null }, 'business.trn-required', 'trn'],
    [
      'no legal name in Arabic',
      { legal_name: { en: 'Only' } },
      'validation.failed',
      'legal_name.ar',
    ],
    ['VAT registration as text', { vat_registered: 'yes' }, 'validation.failed', 'vat_registered'],
    ['an address of 501 characters', { address: 'a'.repeat(501) }, 'validation.failed', 'address'],
  ])('answers 422 for %s', async (_, change, code, field) => {
    const answer = await server.call<Refusal>('PUT', '/api/office/business', {
      token: world.tokens.owner,
      json: { ...business, ...change },
    });
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });

  it.each([
    [
      'too long',
      { address: 'a'.repeat(501) },
      'address',
      { code: 'field.too-long', params: { max: 500 } },
    ],
    ['missing', { legal_name: { en: 'Only' } }, 'legal_name.ar', { code: 'field.required' }],
    ['of the wrong type', { vat_registered: 'yes' }, 'vat_registered', { code: 'field.invalid' }],
    ['refused by a rule', { trn: '10012345670000' }, 'trn', { code: 'business.trn-invalid' }],
  ])(
    'names a field %s by a code with its params, for the apps to translate',
    async (_, change, field, refusal) => {
      const answer = await server.call<Refusal & { field_codes?: Record<string, unknown> }>(
        'PUT',
        '/api/office/business',
        { token: world.tokens.owner, json: { ...business, ...change } },
      );
      expect(answer.body.field_codes?.[field]).toEqual(refusal);
    },
  );

  it('takes a business without VAT and without a TRN', async () => {
    const answer = await server.call<{ data: { trn: null } }>('PUT', '/api/office/business', {
      token: world.tokens.owner,
      json: { ...business, trn: null, vat_registered: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.trn).toBeNull();
  });
});

describe('branches', () => {
  it('keeps the emirate of a UAE branch and the city of another, and the zone the slots follow', async () => {
    const created = await server.call<{
      data: { id: number; emirate: string | null; city: string | null };
    }>('POST', '/api/office/branches', {
      token: world.tokens.owner,
      json: { ...dubaiBranch('Doha'), city: 'Doha', time_zone: 'Asia/Qatar' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ emirate: null, city: 'Doha' });
    const edited = await server.call<{ data: { emirate: string | null; city: string | null } }>(
      'PUT',
      `/api/office/branches/${created.body.data.id}`,
      {
        token: world.tokens.owner,
        json: { ...dubaiBranch('Doha'), city: 'Doha', emirate: 'ajman' },
      },
    );
    expect(edited.body.data).toMatchObject({ emirate: 'ajman', city: null });
    const zoneDefault = await server.call<{ data: { time_zone: string } }>(
      'POST',
      '/api/office/branches',
      {
        token: world.tokens.owner,
        json: { name: { en: 'Fujairah', ar: 'الفجيرة' }, emirate: 'fujairah' },
      },
    );
    expect(zoneDefault.body.data).toMatchObject({
      time_zone: 'Asia/Dubai',
      address: '',
      phone: '',
    });
  });

  it.each([
    ['a UAE branch without an emirate', { emirate: null }, 'branch.emirate-required', 'emirate'],
    [
      'a Kuwait branch without a city',
      { time_zone: 'Asia/Kuwait' },
      'branch.city-required',
      'city',
    ],
    ['an unknown emirate', { emirate: 'oman' }, 'validation.failed', 'emirate'],
    [
      'a zone outside the Gulf list',
      { time_zone: 'Europe/London' },
      'validation.failed',
      'time_zone',
    ],
    ['a phone with letters', { phone: 'call me' }, 'validation.failed', 'phone'],
    ['no English name', { name: { ar: 'فرع' } }, 'validation.failed', 'name.en'],
  ])('answers 422 for %s', async (_, change, code, field) => {
    const answer = await server.call<Refusal>('POST', '/api/office/branches', {
      token: world.tokens.owner,
      json: { ...dubaiBranch('Bad'), ...change },
    });
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });

  it.each([
    ['text', 'main', 400, 'validation.failed'],
    ['beyond every id', '99999999999', 404, 'branch.not-found'],
  ])('answers a branch id that is %s with %i', async (_, id, status, code) => {
    const answer = await server.call<Refusal>('PUT', `/api/office/branches/${id}`, {
      token: world.tokens.owner,
      json: dubaiBranch('Nowhere'),
    });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
  });
});
