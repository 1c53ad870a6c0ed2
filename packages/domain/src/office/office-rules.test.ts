import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/can.js';
import {
  BRANCH_TIME_ZONES,
  branchPlaceProblem,
  DEFAULT_BRANCH_TIME_ZONE,
  EMIRATES,
  keptPlace,
} from './branch-place.js';
import { businessTaxProblem, isTrn } from './business-tax.js';
import { staffBranchProblem } from './staff-branch.js';
import { passwordProblem, PASSWORD_MIN_LENGTH } from './staff-password.js';

describe('isTrn', () => {
  it('takes exactly fifteen ASCII digits', () => {
    expect(isTrn('100123456700003')).toBe(true);
    expect(isTrn('10012345670000')).toBe(false);
    expect(isTrn('1001234567000031')).toBe(false);
    expect(isTrn('10012345670000a')).toBe(false);
    expect(isTrn('١٠٠١٢٣٤٥٦٧٠٠٠٠٣')).toBe(false);
    expect(isTrn('100 123 456 700')).toBe(false);
  });

  test.prop([fc.stringMatching(/^[0-9]{15}$/)])('takes every fifteen-digit text', (text) => {
    expect(isTrn(text)).toBe(true);
  });
});

describe('businessTaxProblem', () => {
  it('asks a VAT-registered business for its TRN and checks any TRN given', () => {
    expect(businessTaxProblem({ trn: null, vatRegistered: true })).toBe('business.trn-required');
    expect(businessTaxProblem({ trn: null, vatRegistered: false })).toBeNull();
    expect(businessTaxProblem({ trn: '12345', vatRegistered: false })).toBe('business.trn-invalid');
    expect(businessTaxProblem({ trn: '100123456700003', vatRegistered: true })).toBeNull();
  });
});

describe('branchPlaceProblem', () => {
  it('asks a UAE branch for its emirate and any other for its city', () => {
    const uae = { timeZone: DEFAULT_BRANCH_TIME_ZONE, emirate: null, city: 'Dubai' } as const;
    expect(branchPlaceProblem(uae)).toBe('branch.emirate-required');
    expect(branchPlaceProblem({ ...uae, emirate: 'sharjah' })).toBeNull();
    const riyadh = { timeZone: 'Asia/Riyadh', emirate: 'dubai', city: '  ' } as const;
    expect(branchPlaceProblem(riyadh)).toBe('branch.city-required');
    expect(branchPlaceProblem({ ...riyadh, city: 'Riyadh' })).toBeNull();
  });

  test.prop([
    fc.constantFrom(...BRANCH_TIME_ZONES),
    fc.constantFrom(...EMIRATES),
    fc.string({ minLength: 1 }).filter((city) => city.trim() !== ''),
  ])('finds nothing missing when both are given, and keeps one of them', (zone, emirate, city) => {
    const place = { timeZone: zone, emirate, city };
    expect(branchPlaceProblem(place)).toBeNull();
    const kept = keptPlace(place);
    expect(kept.emirate === null).not.toBe(kept.city === null);
    expect(kept.emirate !== null).toBe(zone === DEFAULT_BRANCH_TIME_ZONE);
  });
});

describe('staffBranchProblem', () => {
  it.each(ROLES)('asks a %s for a branch unless they are the owner', (role) => {
    expect(staffBranchProblem(role, 3)).toBeNull();
    expect(staffBranchProblem(role, null)).toBe(role === 'owner' ? null : 'staff.branch-required');
  });
});

describe('passwordProblem', () => {
  it('refuses fewer than the minimum of characters as a person counts them', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('password.too-short');
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('🔑'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('password.too-short');
  });
});
