import { describe, expect, it, vi } from 'vitest';
import { fakeServer, hangingFetch } from '../test/fake-server.js';
import { createIntakeClient, createLamaaClient, type LamaaClient } from './create-lamaa-client.js';

const BASE = 'http://pos.test/api';

function setup(answers: Parameters<typeof fakeServer>[0], token: string | null = 'tok-123') {
  const server = fakeServer(answers);
  const onUnauthorized = vi.fn();
  const api = createLamaaClient({
    baseUrl: BASE,
    getToken: () => token,
    onUnauthorized,
    fetch: server.fetch,
  });
  return { api, server, onUnauthorized };
}

describe('createLamaaClient headers', () => {
  it('sends the Bearer token, Accept JSON and business-id 1 on every call', async () => {
    const { api, server } = setup({ 'GET /pos/coupons': { body: { data: [] } } });
    await api.getCoupons();
    const { headers } = server.last().request;
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('business-id')).toBe('1');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, server } = setup(
      {
        'POST /pos/login': {
          body: { token: 't', user: { id: 1, name: 'A', email: 'a@b.c', business_id: 1 } },
        },
      },
      null,
    );
    await api.login({ email: 'a@b.c', password: 'secret' });
    expect(server.last().request.headers.has('authorization')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { api, server } = setup({
      'POST /pos/login': { status: 401, body: { message: 'Wrong email or password' } },
    });
    await api.login({ email: 'a@b.c', password: 'secret' });
    expect(server.last().request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(server.last().text)).toEqual({ email: 'a@b.c', password: 'secret' });
  });

  it('sends the invoice as multipart form data, never with the JSON content type', async () => {
    const invoice = {
      data: {
        id: 9,
        supplier: { id: 2, name: { en: 'Gulf Supply', ar: 'الخليج' } },
        material_items: [],
      },
    };
    const { api, server } = setup({
      'POST /pos/materials/invoice': { status: 201, body: invoice },
    });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'bill.pdf', {
      type: 'application/pdf',
    });
    const result = await api.createInvoice({
      supplier_id: 2,
      branch_id: 1,
      material_items: [
        { material_id: 5, price: 1250, quantity: 3, generate_barcode: true, include_tax: false },
      ],
      attachments: [file],
    });
    expect(result.data?.id).toBe(9);
    const sent = server.last();
    expect(sent.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.form?.get('supplier_id')).toBe('2');
    expect(sent.form?.get('branch_id')).toBe('1');
    expect(sent.form?.get('material_items[0][price]')).toBe('12.5');
    expect(sent.form?.get('material_items[0][generate_barcode]')).toBe('1');
    expect(sent.form?.get('material_items[0][include_tax]')).toBe('0');
    expect(sent.form?.has('material_items[0][barcode]')).toBe(false);
    expect((sent.form?.get('attachments[0]') as File).name).toBe('bill.pdf');
  });

  it('asks for vaults of a payment method with no-cache headers', async () => {
    const { api, server } = setup({ 'GET /pos/vaults': { body: [] } });
    await api.getVaults('cash');
    const sent = server.last();
    expect(sent.url.searchParams.get('type')).toBe('cash');
    expect(sent.request.headers.get('cache-control')).toBe('no-cache');
    expect(sent.request.headers.get('pragma')).toBe('no-cache');
  });

  it('sends the Idempotency-Key on order submission and payment only when given', async () => {
    const ok = { body: { success: true, message: 'Order submitted successfully' } };
    const { api, server } = setup({
      'POST /pos/order': ok,
      'POST /pos/payment': { body: { success: true } },
    });
    const order = {
      car_id: 4,
      user_id: 3,
      purchasables: [],
      vault_id: 2,
      payment_method: 'cash' as const,
      location_type: 'in_shop' as const,
      booking_date: '2026-03-01',
      booking_time: '10:00',
    };
    await api.submitOrder(order, { idempotencyKey: 'key-1' });
    expect(server.last().request.headers.get('idempotency-key')).toBe('key-1');
    await api.submitOrder(order);
    expect(server.last().request.headers.has('idempotency-key')).toBe(false);
    await api.payOrder(
      { order_id: 8, payment_method_id: 'cash', is_partial: false, cash: 5000 },
      { idempotencyKey: 'key-2' },
    );
    expect(server.last().request.headers.get('idempotency-key')).toBe('key-2');
    expect(JSON.parse(server.last().text)).toEqual({
      order_id: 8,
      payment_method_id: 'cash',
      is_partial: false,
      cash: 50,
    });
  });
});

describe('createLamaaClient paths and queries', () => {
  it('fills path parameters and search queries', async () => {
    const { api, server } = setup({
      'GET /meta/city_plate_letters/3/7': { body: ['A', 12] },
      'GET /pos/customers': { body: { data: [] } },
      'GET /pos/order': {
        body: { data: [], current_page: 2, per_page: 15, next_page_url: null, prev_page_url: null },
      },
      'DELETE /pos/41': { status: 204 },
    });
    expect((await api.getPlateLetters(3, 7)).data).toEqual(['A', '12']);
    await api.searchCustomers('Ahmed');
    expect(server.last().url.searchParams.get('q')).toBe('Ahmed');
    await api.searchCustomers('');
    expect(server.last().url.search).toBe('');
    await api.listOrders({ page: 2, per_page: 15, q: '#1001' });
    expect(Object.fromEntries(server.last().url.searchParams)).toEqual({
      page: '2',
      per_page: '15',
      q: '#1001',
    });
    expect(await api.deleteOrder(41)).toEqual({ data: { success: true, message: null } });
  });
});

describe('the 401 rule', () => {
  it('calls onUnauthorized for a 401 outside /pos/login and still returns the error', async () => {
    const { api, onUnauthorized } = setup({
      'GET /pos/customers': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const result = await api.searchCustomers();
    expect(onUnauthorized).toHaveBeenCalledWith('/pos/customers');
    expect(result.error).toEqual({
      kind: 'http',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('does not call onUnauthorized for a 401 from /pos/login (wrong credentials)', async () => {
    const { api, onUnauthorized } = setup({
      'POST /pos/login': { status: 401, body: { message: 'Invalid credentials' } },
    });
    const result = await api.login({ email: 'a@b.c', password: 'x' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(result.error?.kind).toBe('http');
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { api, onUnauthorized } = setup({
      'GET /pos/coupons': { status: 403, body: { message: 'No' } },
    });
    await api.getCoupons();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('failures as values', () => {
  // A fetch that never answers ends as a timeout value, not a hang or a throw. No figure on how
  // long it took: on a loaded CI machine the 30 ms timer may fire late, and the test waits.
  it('reports a call that outlives the timeout as { kind: timeout }', async () => {
    const api = createLamaaClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: hangingFetch,
      timeoutMs: 30,
    });
    expect(await api.getCoupons()).toEqual({ error: { kind: 'timeout' } });
  }, 60_000);

  // Node 20 may collect a timeout signal inside AbortSignal.any() before it fires, and the
  // call then hangs (nodejs/node#57736): collect garbage while the call waits, it must still end.
  it('still times out when garbage is collected while the call waits', async () => {
    const { gc } = globalThis as { gc?: () => void };
    if (!gc) throw new Error('run with --expose-gc (vitest.config.ts execArgv)');
    let sent: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (sent = resolve));
    const api = createLamaaClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: (request) => {
        sent();
        return hangingFetch(request);
      },
      timeoutMs: 30,
    });
    const answer = api.getCoupons();
    await reached;
    // A WeakRef's target stays alive to the end of the job that made it: collect in a later one.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(await answer).toEqual({ error: { kind: 'timeout' } });
  }, 60_000);

  it.each([
    ['getServices', (api: LamaaClient, signal: AbortSignal) => api.getServices('wash', signal)],
    ['getPackages', (api: LamaaClient, signal: AbortSignal) => api.getPackages(undefined, signal)],
    ['getProducts', (api: LamaaClient, signal: AbortSignal) => api.getProducts(undefined, signal)],
    ['listOrders', (api: LamaaClient, signal: AbortSignal) => api.listOrders({ page: 2 }, signal)],
    ['searchCustomers', (api: LamaaClient, signal: AbortSignal) => api.searchCustomers('', signal)],
    ['getProfile', (api: LamaaClient, signal: AbortSignal) => api.getProfile(signal)],
    ['getBranches', (api: LamaaClient, signal: AbortSignal) => api.getBranches(signal)],
    ['getMaterials', (api: LamaaClient, signal: AbortSignal) => api.getMaterials(signal)],
    ['getSuppliers', (api: LamaaClient, signal: AbortSignal) => api.getSuppliers(signal)],
  ])('abandons %s when its signal aborts (a superseded load)', async (_, call) => {
    let sent: (request: Request) => void = () => undefined;
    const reached = new Promise<Request>((resolve) => (sent = resolve));
    const api = createLamaaClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: (request) => {
        sent(request);
        return hangingFetch(request);
      },
    });
    const controller = new AbortController();
    const answer = call(api, controller.signal);
    const request = await reached;
    expect(request.signal.aborted).toBe(false);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
    expect((await answer).error?.kind).toBe('network');
  });

  it('reports a refused connection as a network error', async () => {
    const api = createLamaaClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await api.getMaterials()).toEqual({
      error: { kind: 'network', message: 'fetch failed' },
    });
  });

  it('reports a body that is not JSON, and a body that breaks the contract, as invalid responses', async () => {
    const { api } = setup({
      'GET /pos/materials': { raw: '<html>oops</html>' },
      'GET /pos/materials/suppliers': { body: { data: [{ id: 'x' }] } },
    });
    expect((await api.getMaterials()).error?.kind).toBe('invalid-response');
    const broken = await api.getSuppliers();
    expect(broken.error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('keeps an error body that is not JSON as an empty body', async () => {
    const { api } = setup({ 'GET /pos/coupons': { status: 502, raw: 'Bad gateway' } });
    expect(await api.getCoupons()).toEqual({ error: { kind: 'http', status: 502, body: {} } });
  });
});

describe('createIntakeClient', () => {
  it('carries only the intake calls, with the same token and 401 rule as the full client', async () => {
    const server = fakeServer({
      'GET /pos/branches': { body: { data: [{ id: 2, name: 'Al Quoz' }] } },
      'GET /pos/materials': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const onUnauthorized = vi.fn();
    const api = createIntakeClient({
      baseUrl: BASE,
      getToken: () => 'tok-9',
      onUnauthorized,
      fetch: server.fetch,
    });
    expect(Object.keys(api).sort()).toEqual([
      'createInvoice',
      'createSupplier',
      'getBranches',
      'getMaterials',
      'getSuppliers',
    ]);
    expect((await api.getBranches()).data).toEqual([{ id: 2, name: { en: 'Al Quoz', ar: '' } }]);
    expect(server.last().request.headers.get('authorization')).toBe('Bearer tok-9');
    expect((await api.getMaterials()).error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/pos/materials');
  });
});
