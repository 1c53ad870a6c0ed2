// The vaults of the office: listed per branch, added and edited (title in both languages, the
// payment methods taken, the provider), archived and unarchived, never deleted (payments and
// shifts name them). The owner reaches every branch, a manager their own (`vault.manage`).
// Every change is audited.
import {
  type Bilingual,
  isCashDrawer,
  vaultKind,
  vaultMethods,
  vaultProblems,
} from '@lamaa/domain';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { vaults } from '../db/schema/catalogue.js';
import { branches } from '../db/schema/people.js';
import { shifts } from '../db/schema/shifts.js';
import { uniqueViolation } from '../db/unique-violation.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { refuseProblems } from '../http/problems-error.js';
import { changedValues, writeAudit } from './audit-log.js';
import { branchReach, demand } from './office-scope.js';
import { findBusinessVault, type VaultRow } from './vault-lookup.js';

/** A vault as the office sends it. */
export interface VaultInput {
  branch_id: number;
  title: Bilingual;
  methods: string[];
  provider: string;
}

/** A vault as the contract answers it. */
export function officeVaultView(row: VaultRow) {
  return {
    id: row.id,
    branch_id: row.branch_id,
    title: { en: row.title, ar: row.title_ar || row.title },
    methods: vaultMethods(row.methods),
    provider: row.vault_provider ?? '',
    is_cash_drawer: isCashDrawer(row.methods),
    is_archived: row.is_archived,
  };
}

const audited = (view: ReturnType<typeof officeVaultView>) => ({
  branch_id: view.branch_id,
  title_en: view.title.en,
  title_ar: view.title.ar,
  methods: view.methods.join(', '),
  provider: view.provider,
  is_archived: view.is_archived,
});

/** The vaults the reader reaches, archived too, by branch and id. */
export async function listOfficeVaults(db: Db, auth: AuthContext) {
  const reach = branchReach(auth);
  const where: SQL[] = [eq(vaults.business_id, auth.businessId)];
  if (reach !== undefined) where.push(eq(vaults.branch_id, reach));
  const rows = await db
    .select()
    .from(vaults)
    .where(and(...where))
    .orderBy(asc(vaults.branch_id), asc(vaults.id));
  return rows.map(officeVaultView);
}

/** The columns an input writes, once the domain's rule and the branch allow it. */
async function columns(tx: Db, auth: AuthContext, input: VaultInput) {
  refuseProblems(vaultProblems(input));
  demand(auth, 'vault.manage', input.branch_id);
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.business_id, auth.businessId), eq(branches.id, input.branch_id)));
  if (!branch) throw invalidField('branch_id', 'branch.not-found');
  const methods = vaultMethods(input.methods);
  return {
    branch_id: input.branch_id,
    vaultable_type: 'branch',
    vaultable_id: input.branch_id,
    title: input.title.en.trim(),
    title_ar: input.title.ar.trim(),
    methods,
    type: vaultKind(methods) ?? 'cash',
    sub_type: null,
    vault_provider: input.provider.trim() || null,
  };
}

const titleTaken = () => invalidField('title.en', 'vault.title-taken');

/** Refuses a title another vault of the branch holds, in either language (any case). */
async function refuseTakenTitle(tx: Db, values: Awaited<ReturnType<typeof columns>>, id?: number) {
  const [other] = await tx
    .select({ id: vaults.id })
    .from(vaults)
    .where(
      and(
        eq(vaults.branch_id, values.branch_id),
        id === undefined ? undefined : ne(vaults.id, id),
        or(
          eq(sql`lower(${vaults.title})`, values.title.toLowerCase()),
          eq(vaults.title_ar, values.title_ar),
        ),
      ),
    )
    .limit(1);
  if (other) throw titleTaken();
}

/** Runs a write, answering the branch's unique title as `vault.title-taken`. */
async function withUniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error, 'vaults_branch_title_unique') !== undefined) throw titleTaken();
    throw error;
  }
}

/** Whether the vault has an open shift (read under the vault's row lock). */
async function hasOpenShift(tx: Db, vaultId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.vault_id, vaultId), isNull(shifts.closed_at)))
    .limit(1);
  return open !== undefined;
}

/** Adds a vault to a branch and audits it. */
export async function createVault(db: Db, auth: AuthContext, input: VaultInput) {
  return withUniqueTitle(() =>
    db.transaction(async (tx) => {
      const values = await columns(tx, auth, input);
      await refuseTakenTitle(tx, values);
      const [row] = await tx
        .insert(vaults)
        .values({ business_id: auth.businessId, ...values })
        .returning();
      if (!row) throw new Error('The vault row was not written.');
      const view = officeVaultView(row);
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'vault.create',
        subject: 'vault',
        subjectId: row.id,
        branchId: row.branch_id,
        before: null,
        after: audited(view),
      });
      return view;
    }),
  );
}

/** The vault of the business the reader may manage, locked for the change. */
async function lockedVault(tx: Db, auth: AuthContext, id: number): Promise<VaultRow> {
  const row = await findBusinessVault(tx, auth.businessId, id, { lock: true });
  demand(auth, 'vault.manage', row.branch_id);
  return row;
}

/**
 * Replaces a vault's details and audits what changed. A vault with an open shift keeps its
 * branch and keeps taking cash (409 `vault.shift-open`) until the shift is closed.
 */
export async function updateVault(db: Db, auth: AuthContext, id: number, input: VaultInput) {
  return withUniqueTitle(() =>
    db.transaction(async (tx) => {
      const current = await lockedVault(tx, auth, id);
      const values = await columns(tx, auth, input);
      await refuseTakenTitle(tx, values, id);
      const leavesDrawer =
        current.branch_id !== values.branch_id ||
        (isCashDrawer(current.methods) && !isCashDrawer(values.methods));
      if (leavesDrawer && (await hasOpenShift(tx, id))) {
        throw new ApiError(409, 'vault.shift-open', { params: { vault_id: id } });
      }
      const [row] = await tx
        .update(vaults)
        .set({ ...values, updated_at: new Date() })
        .where(eq(vaults.id, id))
        .returning();
      if (!row) throw notFound('vault.not-found');
      const view = officeVaultView(row);
      const change = changedValues(audited(officeVaultView(current)), audited(view));
      if (change) {
        await writeAudit(tx, auth.businessId, auth.employeeId, {
          action: 'vault.update',
          subject: 'vault',
          subjectId: id,
          branchId: row.branch_id,
          ...change,
        });
      }
      return view;
    }),
  );
}

/**
 * Archives a vault (it leaves the counter's chooser and takes no new payment; its history
 * keeps its name) or brings it back. A vault with an open shift is not archived (409
 * `vault.shift-open`). Audited as `vault.archive` or `vault.unarchive` when it changes.
 */
export async function setVaultArchived(db: Db, auth: AuthContext, id: number, archived: boolean) {
  return db.transaction(async (tx) => {
    const current = await lockedVault(tx, auth, id);
    if (archived && (await hasOpenShift(tx, id))) {
      throw new ApiError(409, 'vault.shift-open', { params: { vault_id: id } });
    }
    if (current.is_archived === archived) return officeVaultView(current);
    const [row] = await tx
      .update(vaults)
      .set({ is_archived: archived, updated_at: new Date() })
      .where(eq(vaults.id, id))
      .returning();
    if (!row) throw notFound('vault.not-found');
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: archived ? 'vault.archive' : 'vault.unarchive',
      subject: 'vault',
      subjectId: id,
      branchId: row.branch_id,
      before: { is_archived: current.is_archived },
      after: { is_archived: archived },
    });
    return officeVaultView(row);
  });
}
