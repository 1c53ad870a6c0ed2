import { describe, expect, it } from 'vitest';
import { contractErrors, schemaErrors } from './contract-validator.js';

describe('contractErrors', () => {
  it('accepts a conforming body and reports a broken one', () => {
    expect(
      contractErrors('POST', '/pos/login', 200, {
        token: 't',
        user: { id: 1, name: { en: 'A', ar: 'أ' }, email: 'a@b.c', business_id: 1 },
      }),
    ).toEqual([]);
    expect(contractErrors('POST', '/pos/login', 200, { token: '' })).not.toEqual([]);
    expect(contractErrors('POST', '/pos/customers', 201, { data: { id: 'x' } })).not.toEqual([]);
    expect(contractErrors('GET', '/nowhere', 200, {})).toEqual([
      'no 200 response for GET /nowhere',
    ]);
  });

  it('checks named schemas', () => {
    expect(
      schemaErrors('ErrorBody', {
        code: 'validation.failed',
        message: 'Bad',
        errors: { phone: ['Taken'] },
      }),
    ).toEqual([]);
    expect(schemaErrors('ErrorBody', { message: 'Bad' })).not.toEqual([]);
    expect(schemaErrors('ErrorBody', { errors: { phone: 'Taken' } })).not.toEqual([]);
  });
});
