import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../checkout/payment-choice.js';
import {
  isCashDrawer,
  VAULT_PROVIDER_MAX_LENGTH,
  VAULT_TITLE_MAX_LENGTH,
  vaultKind,
  vaultMethods,
  vaultProblems,
} from './vault-entry.js';

const till = { title: { en: 'Till', ar: 'الدرج' }, methods: ['cash'], provider: '' };

describe('vaultProblems', () => {
  it('takes a vault with titles in both languages and at least one known method', () => {
    expect(vaultProblems(till)).toEqual({});
  });

  it('names each field that is wrong with its code', () => {
    expect(
      vaultProblems({
        title: { en: '  ', ar: 'x'.repeat(VAULT_TITLE_MAX_LENGTH + 1) },
        methods: [],
        provider: 'p'.repeat(VAULT_PROVIDER_MAX_LENGTH + 1),
      }),
    ).toEqual({
      'title.en': 'catalogue.text-required',
      'title.ar': 'catalogue.text-too-long',
      methods: 'vault.method-required',
      provider: 'catalogue.text-too-long',
    });
    expect(vaultProblems({ ...till, methods: ['cash', 'cheque'] })).toEqual({
      methods: 'vault.method-unknown',
    });
  });
});

describe('the methods a vault takes', () => {
  it('keeps each method once, in the order the counter offers them', () => {
    expect(vaultMethods(['bank_account', 'visa', 'visa', 'cheque'])).toEqual([
      'visa',
      'bank_account',
    ]);
  });

  test.prop([fc.subarray([...PAYMENT_METHODS], { minLength: 1 })])(
    'a vault that takes cash is a cash drawer listed as cash, any other its first method',
    (methods) => {
      expect(isCashDrawer(methods)).toBe(methods.includes('cash'));
      expect(vaultKind(methods)).toBe(methods.includes('cash') ? 'cash' : vaultMethods(methods)[0]);
    },
  );

  it('has no kind without a method', () => {
    expect(vaultKind([])).toBeNull();
  });
});
