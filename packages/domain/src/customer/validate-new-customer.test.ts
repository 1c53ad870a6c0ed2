import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER_FORM,
  newCustomerFieldErrors,
  validateNewCustomer,
} from './validate-new-customer.js';

describe('validateNewCustomer', () => {
  it('sends name, phone in international form and phone_country', () => {
    expect(
      validateNewCustomer({ name: '  Sara Ali ', phone: '050 123 4567', phone_country: 'AE' }),
    ).toEqual({
      ok: true,
      value: { name: 'Sara Ali', phone: '+971501234567', phone_country: 'AE' },
    });
  });

  it('requires all fields: name, then phone, then country code', () => {
    expect(validateNewCustomer({ name: ' ', phone: '', phone_country: '' })).toEqual({
      ok: false,
      code: 'customer.name-required',
    });
    expect(validateNewCustomer({ name: 'Sara', phone: ' ', phone_country: 'AE' })).toEqual({
      ok: false,
      code: 'customer.phone-required',
    });
    expect(validateNewCustomer({ name: 'Sara', phone: '0501234567', phone_country: '' })).toEqual({
      ok: false,
      code: 'customer.country-required',
    });
  });

  it('refuses a phone that fails the validity check for its country', () => {
    expect(validateNewCustomer({ name: 'Sara', phone: '1234', phone_country: 'AE' })).toEqual({
      ok: false,
      code: 'customer.phone-invalid',
    });
  });

  it('names every refused field at once: name, phone and country', () => {
    expect(newCustomerFieldErrors({ name: ' ', phone: '', phone_country: '' })).toEqual({
      name: 'customer.name-required',
      phone: 'customer.phone-required',
      phone_country: 'customer.country-required',
    });
    expect(newCustomerFieldErrors({ name: '', phone: '1234', phone_country: 'AE' })).toEqual({
      name: 'customer.name-required',
      phone: 'customer.phone-invalid',
    });
    expect(
      newCustomerFieldErrors({ name: 'Sara', phone: '0501234567', phone_country: 'ZZ' }),
    ).toEqual({ phone_country: 'customer.country-required' });
    expect(
      newCustomerFieldErrors({ name: 'Sara', phone: '0501234567', phone_country: 'AE' }),
    ).toEqual({});
  });

  it('starts from an empty name and phone with country AE', () => {
    expect(EMPTY_CUSTOMER_FORM).toEqual({ name: '', phone: '', phone_country: 'AE' });
  });
});
