import { describe, expect, it } from 'vitest';
import { checkPhone } from './check-phone.js';

describe('checkPhone', () => {
  it('accepts a UAE mobile number in national form and gives its forms', () => {
    expect(checkPhone('050 123 4567', 'AE')).toEqual({
      ok: true,
      value: { e164: '+971501234567', national: '050 123 4567', country: 'AE' },
    });
  });

  it('accepts numbers of the other pinned Gulf countries', () => {
    expect(checkPhone('33123456', 'QA').ok).toBe(true);
    expect(checkPhone('50012345', 'kw').ok).toBe(true);
    expect(checkPhone('92123456', 'OM').ok).toBe(true);
  });

  it('accepts an international number starting with a plus sign and keeps its own country', () => {
    expect(checkPhone('+966 51 234 5678', 'AE')).toMatchObject({
      ok: true,
      value: { country: 'SA', e164: '+966512345678' },
    });
  });

  it('keeps the chosen country for a non-geographic number', () => {
    expect(checkPhone('+800 1234 5678', 'AE')).toMatchObject({
      ok: true,
      value: { country: 'AE' },
    });
  });

  it('requires the phone', () => {
    expect(checkPhone('   ', 'AE')).toEqual({ ok: false, code: 'customer.phone-required' });
  });

  it('requires a country code the metadata knows', () => {
    expect(checkPhone('0501234567', '')).toEqual({ ok: false, code: 'customer.country-required' });
    expect(checkPhone('0501234567', 'XX')).toEqual({
      ok: false,
      code: 'customer.country-required',
    });
  });

  it('refuses digits that do not match the country pattern or allowed lengths', () => {
    expect(checkPhone('12', 'AE')).toEqual({ ok: false, code: 'customer.phone-invalid' });
    expect(checkPhone('05012345678901', 'AE')).toEqual({
      ok: false,
      code: 'customer.phone-invalid',
    });
    expect(checkPhone('0501234567', 'QA')).toEqual({ ok: false, code: 'customer.phone-invalid' });
  });

  it('refuses letters and a plus sign anywhere but the start', () => {
    expect(checkPhone('050abc4567', 'AE')).toEqual({ ok: false, code: 'customer.phone-invalid' });
    expect(checkPhone('050+1234567', 'AE')).toEqual({ ok: false, code: 'customer.phone-invalid' });
  });
});
