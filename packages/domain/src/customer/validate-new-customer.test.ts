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

  it('checks a company: its name is required, a TRN given is 15 digits, the fields are sent', () => {
    const person = { name: 'Sara', phone: '0501234567', phone_country: 'AE' };
    expect(newCustomerFieldErrors({ ...person, is_company: true, trn: '1234' })).toEqual({
      company_name: 'customer.company-name-required',
      trn: 'customer.trn-invalid',
    });
    expect(
      validateNewCustomer({
        ...person,
        is_company: true,
        company_name: 'Gulf Fleet LLC',
        trn: '10012345670000A',
      }),
    ).toEqual({ ok: false, code: 'customer.trn-invalid' });
    expect(
      validateNewCustomer({
        ...person,
        is_company: true,
        company_name: ' Gulf Fleet LLC ',
        trn: '100123456700003',
        address: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Sara',
        phone: '+971501234567',
        phone_country: 'AE',
        company_name: 'Gulf Fleet LLC',
        trn: '100123456700003',
      },
    });
    // A company without a TRN (below the registration threshold) still gets its address sent.
    expect(
      validateNewCustomer({
        ...person,
        is_company: true,
        company_name: 'Corniche Cafe',
        address: ' Shop 4, Corniche Road, Abu Dhabi ',
      }),
    ).toMatchObject({
      ok: true,
      value: { company_name: 'Corniche Cafe', address: 'Shop 4, Corniche Road, Abu Dhabi' },
    });
    // With the switch off, what was typed in the company's fields is neither checked nor sent.
    expect(validateNewCustomer({ ...person, is_company: false, trn: '12' })).toEqual({
      ok: true,
      value: { name: 'Sara', phone: '+971501234567', phone_country: 'AE' },
    });
  });
});
