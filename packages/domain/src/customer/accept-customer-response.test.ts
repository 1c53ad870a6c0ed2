import { describe, expect, it } from 'vitest';
import { acceptCustomerResponse } from './accept-customer-response.js';

const invalid = { ok: false, code: 'customer.invalid-response' };

describe('acceptCustomerResponse', () => {
  it('accepts an id in a data wrapper', () => {
    expect(acceptCustomerResponse({ data: { id: 12, name: 'Sara' } })).toEqual({
      ok: true,
      value: { id: 12, name: 'Sara' },
    });
  });

  it('accepts an id at the top level', () => {
    expect(acceptCustomerResponse({ id: 'c-9', name: 'Omar', data: { note: 'x' } })).toEqual({
      ok: true,
      value: { id: 'c-9', name: 'Omar', data: { note: 'x' } },
    });
  });

  it('otherwise answers Invalid response from server', () => {
    expect(acceptCustomerResponse({ data: { name: 'Sara' } })).toEqual(invalid);
    expect(acceptCustomerResponse({ id: 0 })).toEqual(invalid);
    expect(acceptCustomerResponse({ id: ' ' })).toEqual(invalid);
    expect(acceptCustomerResponse([{ id: 1 }])).toEqual(invalid);
    expect(acceptCustomerResponse(null)).toEqual(invalid);
    expect(acceptCustomerResponse('ok')).toEqual(invalid);
  });
});
