import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { checkPhone } from './check-phone.js';

const CODES = ['customer.phone-required', 'customer.phone-invalid', 'customer.country-required'];

test.prop([
  fc.oneof(fc.string(), fc.stringMatching(/^\+?[0-9 ]{0,15}$/)),
  fc.constantFrom('AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'US', '', 'XX', 'ae'),
])('never throws: a valid number in E.164 form or one of the three codes', (phone, country) => {
  const result = checkPhone(phone, country);
  if (result.ok) expect(result.value.e164).toMatch(/^\+\d{6,15}$/);
  else expect(CODES).toContain(result.code);
});
