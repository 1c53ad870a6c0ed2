// The office's vaults: every path as every role (the owner everywhere, a manager in their own
// branch), bad input answers 422 with the domain's code, a vault added here is offered at the
// counter for the methods it takes, and an archived vault leaves the chooser and takes no new
// payment while the orders already paid into it still name it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/services/slot-service.js';
import { DEMO_ROLES, type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, type SeededSale, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface OfficeVault {
  id: number;
  branch_id: number | null;
  title: { en: string; ar: string };
  methods: string[];
  provider: string;
  is_cash_drawer: boolean;
  is_archived: boolean;
}
type Refusal = { code: string; errors?: Record<string, string[]> };
interface Placed {
  order: {
    id: number;
    payments: {
      vault_id: number | null;
      vault_name: string | null;
      vault_name_ar: string | null;
    }[];
  };
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
let slot = 0;

const as = <T>(method: string, path: string, role: keyof OfficeWorld['tokens'], json?: unknown) =>
  server.call<T>(method, path, { token: world.tokens[role], json });

const vault = (en: string, methods: string[], branch = world.ownBranch) => ({
  branch_id: branch,
  title: { en, ar: `خزنة ${en}` },
  methods,
  provider: 'Network International',
});

/** The titles the counter's chooser offers the cashier for a method. */
const chooser = async (method: string) =>
  (
    await as<{ data: { id: number; title: string }[] }>(
      'GET',
      `/api/pos/vaults?type=${method}`,
      'cashier',
    )
  ).body.data.map((entry) => entry.title);

/** A sale of the first service on a slot of its own, paid by card into `vaultId`. */
function cardOrder(vaultId: number): Record<string, unknown> {
  slot += 1;
  return {
    ...firstServiceOrder(sale),
    vault_id: vaultId,
    payment_method: 'visa',
    booking_date: localDate(new Date(), 'Asia/Dubai', 3 + Math.floor(slot / 8)),
    booking_time: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
  };
}

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, world.tokens.cashier);
});
afterAll(async () => {
  await server.close();
});

describe('/api/office/vaults', () => {
  it.each(DEMO_ROLES)('answers the list to the owner and the manager only: %s', async (role) => {
    const answer = await as<{ data: OfficeVault[]; code?: string }>(
      'GET',
      '/api/office/vaults',
      role,
    );
    const manages = role === 'owner' || role === 'manager';
    expect(answer.status).toBe(manages ? 200 : 403);
    if (!manages) expect(answer.body.code).toBe('access.forbidden');
    else expect(answer.body.data.map((row) => row.title.en)).toContain('Cash Drawer');
  });

  it('lists the seed with its methods, a cash drawer where it takes cash', async () => {
    const list = (await as<{ data: OfficeVault[] }>('GET', '/api/office/vaults', 'owner')).body
      .data;
    expect(list.find((row) => row.title.en === 'Cash Drawer')).toMatchObject({
      branch_id: world.ownBranch,
      methods: ['cash'],
      is_cash_drawer: true,
      is_archived: false,
    });
    expect(list.find((row) => row.title.en === 'Visa Terminal')).toMatchObject({
      methods: ['visa'],
      provider: 'Network International',
      is_cash_drawer: false,
    });
  });

  it('refuses bad input with the domain codes, field by field', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...vault('  ', ['visa']) }, 'catalogue.text-required', 'title.en'],
      [{ ...vault('No methods', []) }, 'vault.method-required', 'methods'],
      [{ ...vault('Cheque', ['cheque']) }, 'vault.method-unknown', 'methods'],
      [{ ...vault('Visa Terminal', ['visa']) }, 'vault.title-taken', 'title.en'],
      [{ ...vault('visa terminal', ['visa']) }, 'vault.title-taken', 'title.en'],
      [{ ...vault('Elsewhere', ['visa'], 999_999) }, 'branch.not-found', 'branch_id'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await as<Refusal>('POST', '/api/office/vaults', 'owner', body);
      expect(answer.status, code).toBe(422);
      expect(answer.body.code).toBe(code);
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
  });

  it("keeps a manager to their own branch's vaults", async () => {
    const elsewhere = await as<Refusal>(
      'POST',
      '/api/office/vaults',
      'manager',
      vault('Sharjah Till', ['cash'], world.otherBranch),
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('access.forbidden');
    const other = await as<{ data: OfficeVault }>(
      'POST',
      '/api/office/vaults',
      'owner',
      vault('Branch Two Card', ['visa'], world.otherBranch),
    );
    expect(other.status).toBe(201);
    const listed = (await as<{ data: OfficeVault[] }>('GET', '/api/office/vaults', 'manager')).body;
    expect(listed.data.every((row) => row.branch_id === world.ownBranch)).toBe(true);
    const edit = await as<Refusal>('PUT', `/api/office/vaults/${other.body.data.id}`, 'manager', {
      ...vault('Branch Two Card', ['visa'], world.otherBranch),
    });
    expect(edit.status).toBe(403);
    const stranger = await server.call<Refusal>(
      'POST',
      `/api/office/vaults/${other.body.data.id}/archive`,
      {
        token: world.stranger,
      },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('vault.not-found');
  });

  it('offers a new vault at the counter for the methods it takes, and audits it', async () => {
    const added = await as<{ data: OfficeVault }>(
      'POST',
      '/api/office/vaults',
      'manager',
      vault('Mashreq Terminal', ['visa', 'online']),
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ methods: ['visa', 'online'], is_cash_drawer: false });
    expect(await chooser('visa')).toContain('Mashreq Terminal');
    expect(await chooser('online')).toContain('Mashreq Terminal');
    expect(await chooser('cash')).not.toContain('Mashreq Terminal');
    expect(await chooser('visa')).not.toContain('Branch Two Card');
    const audit = await as<{ data: { action: string; subject: { id: number } }[] }>(
      'GET',
      '/api/office/audit?action=vault.create',
      'owner',
    );
    expect(audit.body.data.map((row) => row.subject.id)).toContain(added.body.data.id);
  });

  it('refuses to archive a cash drawer with an open shift, or to stop it taking cash', async () => {
    const till = await as<{ data: OfficeVault }>(
      'POST',
      '/api/office/vaults',
      'owner',
      vault('Till Two', ['cash']),
    );
    expect(till.body.data.is_cash_drawer).toBe(true);
    const opened = await as('POST', '/api/pos/shifts', 'cashier', {
      vault_id: till.body.data.id,
      float: 100,
    });
    expect(opened.status).toBe(201);
    const archive = await as<Refusal>(
      'POST',
      `/api/office/vaults/${till.body.data.id}/archive`,
      'owner',
    );
    expect(archive.status).toBe(409);
    expect(archive.body.code).toBe('vault.shift-open');
    const cardOnly = await as<Refusal>(
      'PUT',
      `/api/office/vaults/${till.body.data.id}`,
      'owner',
      vault('Till Two', ['visa']),
    );
    expect(cardOnly.status).toBe(409);
    expect(cardOnly.body.code).toBe('vault.shift-open');
  });

  it('takes an archived vault off the chooser and refuses new payments, keeping its name on old ones', async () => {
    const card = await as<{ data: OfficeVault }>(
      'POST',
      '/api/office/vaults',
      'owner',
      vault('Old Terminal', ['visa']),
    );
    const id = card.body.data.id;
    const paid = await as<Placed>('POST', '/api/pos/order', 'cashier', {
      ...cardOrder(id),
      is_partial: true,
      amount: 10,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const archived = await as<{ data: OfficeVault }>(
      'POST',
      `/api/office/vaults/${id}/archive`,
      'owner',
    );
    expect(archived.body.data.is_archived).toBe(true);
    expect(await chooser('visa')).not.toContain('Old Terminal');

    const refused = await as<Refusal>('POST', '/api/pos/order', 'cashier', cardOrder(id));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('vault.archived');
    const later = await as<Refusal>('POST', '/api/pos/payment', 'cashier', {
      order_id: paid.body.order.id,
      payment_method_id: 'visa',
      is_partial: false,
      cash: 0,
      vault_id: id,
    });
    expect(later.body.code).toBe('vault.archived');

    const orders = await as<{ data: Placed['order'][] }>(
      'GET',
      '/api/pos/order?per_page=100',
      'cashier',
    );
    const old = orders.body.data.find((order) => order.id === paid.body.order.id);
    expect(old?.payments).toMatchObject([
      { vault_id: id, vault_name: 'Old Terminal', vault_name_ar: 'خزنة Old Terminal' },
    ]);
    expect(
      (await as<{ data: OfficeVault[] }>('GET', '/api/office/vaults', 'owner')).body.data,
    ).toContainEqual(expect.objectContaining({ id, is_archived: true }));

    const back = await as<{ data: OfficeVault }>(
      'POST',
      `/api/office/vaults/${id}/unarchive`,
      'owner',
    );
    expect(back.body.data.is_archived).toBe(false);
    expect(await chooser('visa')).toContain('Old Terminal');
  });

  it('refuses money paid by a method the vault does not take, at checkout and later', async () => {
    const card = await as<{ data: OfficeVault }>(
      'POST',
      '/api/office/vaults',
      'owner',
      vault('Card Only', ['visa']),
    );
    const id = card.body.data.id;
    const cash = await as<Refusal>('POST', '/api/pos/order', 'cashier', {
      ...cardOrder(id),
      payment_method: 'cash',
    });
    expect(cash.status).toBe(422);
    expect(cash.body.code).toBe('vault.method-not-taken');
    expect(Object.keys(cash.body.errors ?? {})).toEqual(['vault_id']);
    const booked = await as<Placed>('POST', '/api/pos/order', 'cashier', {
      ...cardOrder(id),
      is_partial: true,
      amount: 0,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const later = await as<Refusal>('POST', '/api/pos/payment', 'cashier', {
      order_id: booked.body.order.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 5,
      vault_id: id,
    });
    expect(later.status).toBe(422);
    expect(later.body.code).toBe('vault.method-not-taken');
    // Naming no vault, the cash goes to a vault of the branch that takes cash, not the order's.
    const unnamed = await as<Placed>('POST', '/api/pos/payment', 'cashier', {
      order_id: booked.body.order.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 5,
    });
    expect(unnamed.status, JSON.stringify(unnamed.body)).toBe(200);
    expect(unnamed.body.order.payments.map((payment) => payment.vault_id)).toEqual([
      sale.cashVaultId,
    ]);
  });
});
