// The one place a vault is looked up: by id within the business (404 `vault.not-found`), for
// paying into it (an archived vault answers 422 `vault.archived`, one that does not take the
// method paid `vault.method-not-taken`), and the open vaults taking a payment method. Reports
// and receipts read archived vaults by name like any other.
import { type PaymentMethod, vaultTakes } from '@lamaa/domain';
import { and, arrayContains, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { vaults } from '../db/schema/catalogue.js';
import { invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';

/** A vault row. */
export type VaultRow = typeof vaults.$inferSelect;

/**
 * What the caller will do with the vault: read it (its name on a report, a refund's vault),
 * or pay into it (a new payment, a new shift), which an archived vault refuses.
 */
export type VaultUse = 'read' | 'pay';

/**
 * How the vault is read: `lock` takes its row lock for the transaction; `method`, when paying,
 * is the method of the money going in.
 */
export interface VaultLookup {
  readonly use?: VaultUse;
  readonly lock?: boolean;
  readonly method?: PaymentMethod;
}

/** The vault of the business with this id, or undefined. */
export async function lookupVault(
  db: Db,
  businessId: number,
  vaultId: number,
  lock = false,
): Promise<VaultRow | undefined> {
  const query = db
    .select()
    .from(vaults)
    .where(and(eq(vaults.business_id, businessId), eq(vaults.id, vaultId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The vault of the business with this id: 404 `vault.not-found` when there is none; when the
 * caller pays into it, 422 (on `vault_id`) `vault.archived` when it is archived and
 * `vault.method-not-taken` when it does not take the method paid.
 */
export async function findBusinessVault(
  db: Db,
  businessId: number,
  vaultId: number,
  { use = 'read', lock = false, method }: VaultLookup = {},
): Promise<VaultRow> {
  const row = await lookupVault(db, businessId, vaultId, lock);
  if (!row) throw notFound('vault.not-found');
  if (use === 'pay' && row.is_archived) {
    throw invalidField('vault_id', 'vault.archived', { vault_id: row.id });
  }
  if (use === 'pay' && method !== undefined && !vaultTakes(row, method)) {
    throw invalidField('vault_id', 'vault.method-not-taken', { vault_id: row.id, method });
  }
  return row;
}

/** Where money paid by `method` goes: the vault named, else a fallback (the order's own). */
export interface PayingVaultAsk {
  readonly method: PaymentMethod;
  readonly named: number | undefined;
  readonly fallback: number | null;
}

/**
 * The vault money paid by `method` goes into: the one named (checked as for paying), else the
 * fallback when it is open and takes the method, else the first open vault of the seller's
 * branch taking it (404 `vault.not-found` when there is none).
 */
export async function payingVault(
  db: Db,
  auth: Pick<AuthContext, 'businessId' | 'branchId'>,
  { method, named, fallback }: PayingVaultAsk,
): Promise<number> {
  if (named !== undefined)
    return (await findBusinessVault(db, auth.businessId, named, { use: 'pay', method })).id;
  const rows = await openVaults(db, auth.businessId, { method, branchId: auth.branchId });
  const found = rows.find((row) => row.id === fallback) ?? rows[0];
  if (!found) throw notFound('vault.not-found');
  return found.id;
}

/** Which open vaults to list: those taking a method, and those of a branch (and the business's own). */
export interface OpenVaultFilter {
  readonly method?: PaymentMethod | undefined;
  readonly branchId?: number | null | undefined;
}

/** The business's vaults that are not archived, by id, narrowed by the filter. */
export async function openVaults(
  db: Db,
  businessId: number,
  { method, branchId }: OpenVaultFilter = {},
): Promise<VaultRow[]> {
  const where: (SQL | undefined)[] = [
    eq(vaults.business_id, businessId),
    eq(vaults.is_archived, false),
  ];
  if (method !== undefined) where.push(arrayContains(vaults.methods, [method]));
  if (branchId !== undefined && branchId !== null) {
    where.push(or(eq(vaults.branch_id, branchId), isNull(vaults.branch_id)));
  }
  return db
    .select()
    .from(vaults)
    .where(and(...where))
    .orderBy(asc(vaults.id));
}
