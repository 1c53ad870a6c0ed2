import { describe, expect, it } from 'vitest';
import { validateSupplier } from './validate-supplier.js';

describe('validateSupplier', () => {
  it('requires the name: Supplier name is required', () => {
    expect(validateSupplier({ name: '   ', description: 'Oils' })).toEqual({
      ok: false,
      code: 'intake.supplier-name-required',
    });
  });

  it('trims the name and the optional description', () => {
    expect(validateSupplier({ name: '  Gulf Oils  ', description: ' ' })).toEqual({
      ok: true,
      value: { name: 'Gulf Oils', description: '' },
    });
  });

  it('allows a name of at most 100 characters', () => {
    expect(validateSupplier({ name: 'a'.repeat(100), description: '' }).ok).toBe(true);
    expect(validateSupplier({ name: 'a'.repeat(101), description: '' })).toEqual({
      ok: false,
      code: 'intake.supplier-name-too-long',
      params: { max: 100 },
    });
  });

  it('allows a description of at most 200 characters', () => {
    expect(validateSupplier({ name: 'Gulf Oils', description: 'd'.repeat(200) }).ok).toBe(true);
    expect(validateSupplier({ name: 'Gulf Oils', description: 'd'.repeat(201) })).toEqual({
      ok: false,
      code: 'intake.supplier-description-too-long',
      params: { max: 200 },
    });
  });
});
