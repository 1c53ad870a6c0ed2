import type { Action } from '@lamaa/domain';
import type { OfficeKey } from '../shared/i18n/office-en.js';

/** One screen of the office: its path, its name in the navigation and who may open it. */
export interface OfficeSection {
  readonly path: string;
  readonly label: OfficeKey;
  readonly action: Action;
}

/** The office's screens in navigation order; a role sees those its `can` allows. */
export const SECTIONS: readonly OfficeSection[] = [
  { path: '/business', label: 'office.nav-business', action: 'business.edit' },
  { path: '/branches', label: 'office.nav-branches', action: 'branch.manage' },
  { path: '/staff', label: 'office.nav-staff', action: 'staff.manage' },
  { path: '/audit', label: 'office.nav-audit', action: 'audit.read' },
  { path: '/services', label: 'office.nav-services', action: 'catalogue.manage' },
  { path: '/prices', label: 'office.nav-prices', action: 'catalogue.manage' },
  { path: '/packages', label: 'office.nav-packages', action: 'catalogue.manage' },
  { path: '/products', label: 'office.nav-products', action: 'catalogue.manage' },
  { path: '/intake', label: 'office.nav-intake', action: 'catalogue.manage' },
  { path: '/vat', label: 'office.nav-vat', action: 'business.edit' },
  { path: '/plans', label: 'office.nav-plans', action: 'catalogue.manage' },
  { path: '/sold-plans', label: 'office.nav-sold-plans', action: 'approval.grant' },
  { path: '/plan-report', label: 'office.nav-plan-report', action: 'catalogue.manage' },
  { path: '/shifts', label: 'office.nav-shifts', action: 'vault.balance.read' },
  { path: '/coupons', label: 'office.nav-coupons', action: 'coupon.manage' },
  { path: '/vaults', label: 'office.nav-vaults', action: 'vault.manage' },
  { path: '/hours', label: 'office.nav-hours', action: 'opening-hours.manage' },
  { path: '/catalogue-files', label: 'office.nav-catalogue-files', action: 'catalogue.manage' },
];
