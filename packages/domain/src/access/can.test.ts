import { describe, expect, it } from 'vitest';
import { can, roleMay } from './can.js';

const OWNER = { role: 'owner', branchId: 1 } as const;
const MANAGER = { role: 'manager', branchId: 1 } as const;
const CASHIER = { role: 'cashier', branchId: 1 } as const;
const STORE_KEEPER = { role: 'store-keeper', branchId: 1 } as const;

describe('can', () => {
  it('lets a cashier sell and nothing else', () => {
    expect(can(CASHIER, 'pos.sell')).toBe(true);
    expect(can(CASHIER, 'intake.record')).toBe(false);
    expect(can(CASHIER, 'office.open')).toBe(false);
    expect(can(CASHIER, 'vault.balance.read')).toBe(false);
  });

  it('lets a store-keeper record supplier invoices and nothing else', () => {
    expect(can(STORE_KEEPER, 'intake.record')).toBe(true);
    expect(can(STORE_KEEPER, 'pos.sell')).toBe(false);
    expect(can(STORE_KEEPER, 'office.open')).toBe(false);
  });

  it('lets a manager run their own branch but not another, nor the business', () => {
    expect(can(MANAGER, 'office.open')).toBe(true);
    expect(can(MANAGER, 'audit.read', { branchId: 1 })).toBe(true);
    expect(can(MANAGER, 'audit.read', { branchId: 2 })).toBe(false);
    expect(can(MANAGER, 'approval.grant', { branchId: 2 })).toBe(false);
    expect(can(MANAGER, 'catalogue.manage')).toBe(false);
    expect(can(MANAGER, 'business.edit', { branchId: 1 })).toBe(false);
  });

  it('lets a manager hire cashiers and store-keepers only', () => {
    expect(can(MANAGER, 'staff.manage', { role: 'cashier' })).toBe(true);
    expect(can(MANAGER, 'staff.manage', { role: 'store-keeper' })).toBe(true);
    expect(can(MANAGER, 'staff.manage', { role: 'manager' })).toBe(false);
    expect(can(MANAGER, 'staff.manage', { role: 'owner' })).toBe(false);
  });

  it('lets the owner do everything in every branch', () => {
    expect(can(OWNER, 'business.edit')).toBe(true);
    expect(can(OWNER, 'audit.read', { branchId: 9 })).toBe(true);
    expect(can(OWNER, 'staff.manage', { branchId: 9, role: 'owner' })).toBe(true);
  });
});

describe('roleMay', () => {
  it("answers a known role's rule and lets an unknown or missing role through", () => {
    expect(roleMay('store-keeper', 'pos.sell')).toBe(false);
    expect(roleMay('cashier', 'office.open')).toBe(false);
    expect(roleMay('manager', 'office.open')).toBe(true);
    expect(roleMay(undefined, 'office.open')).toBe(true);
    expect(roleMay('auditor', 'pos.sell')).toBe(true);
  });
});
