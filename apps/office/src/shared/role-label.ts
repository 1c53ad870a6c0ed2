import type { Role } from '@lamaa/domain';
import type { OfficeKey } from './i18n/office-en.js';

/** The text key of each role's name. */
export const ROLE_KEYS: Readonly<Record<Role, OfficeKey>> = {
  owner: 'office.role-owner',
  manager: 'office.role-manager',
  cashier: 'office.role-cashier',
  'store-keeper': 'office.role-store-keeper',
};

/** The key of a role's name, a neutral word for a role this build does not know. */
export function roleKey(role: string | null | undefined): OfficeKey {
  return (ROLE_KEYS as Partial<Record<string, OfficeKey>>)[role ?? ''] ?? 'office.role-unknown';
}
