// Soak benchmark of the embedded server as a branch runs it: one bundled server on a fresh
// demo folder (PGlite), 20 simulated cashiers and a store-keeper working for
// LAMAA_SOAK_MINUTES (30 by default) with think times: catalogue, cart, order with a booked
// slot, payment, orders search, customers, and supplier invoices with an attachment. A
// prober asks /api/health every second throughout. Reports requests, errors, 5xx,
// latency percentiles, the slowest health answer and memory at start, lowest after warm-up and at
// the end; writes .reports/bench-soak.md and .reports/bench-soak.json. Loopback only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appRoot,
  buildServer,
  json,
  memoryMb,
  percentile,
  signIn,
  startServer,
  stopServer,
} from './bench-server.js';

const MINUTES = Number(process.env.LAMAA_SOAK_MINUTES ?? 30);
const CASHIERS = 20;
/**
 * Memory is compared from its lowest point after the first minute (or a tenth of a short run):
 * the demo seed's garbage is gone by then, and a leak cannot hide below its own lowest point.
 */
const WARM_UP_MS = Math.min(60_000, (MINUTES * 60_000) / 10);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** One request's outcome. */
interface Sample {
  readonly kind: string;
  readonly ms: number;
  readonly status: number;
}

const samples: Sample[] = [];
/** Answers that are the product working as it should under load (a slot taken meanwhile). */
let expectedRefusals = 0;
const unexpected = new Map<string, number>();

/** Sends a request, times it and files the outcome; answers the status and parsed body. */
async function call<T>(
  kind: string,
  url: string,
  init: RequestInit & { expected?: readonly number[] } = {},
): Promise<{ status: number; body: T | undefined }> {
  const sent = performance.now();
  try {
    const answer = await fetch(url, init);
    const text = await answer.text();
    samples.push({ kind, ms: performance.now() - sent, status: answer.status });
    if (init.expected?.includes(answer.status)) expectedRefusals += 1;
    else if (!answer.ok) {
      const key = `${kind} ${answer.status} ${text.slice(0, 120)}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    }
    return { status: answer.status, body: answer.ok ? (JSON.parse(text) as T) : undefined };
  } catch (error) {
    samples.push({ kind, ms: performance.now() - sent, status: 0 });
    const key = `${kind} network ${(error as Error).message}`;
    unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    return { status: 0, body: undefined };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Demo {
  customers: { id: number; name: string; cars: { id: number; numbers: string }[] }[];
  services: { id: number; is_add_ons: boolean; options: { id: number }[] }[];
  products: { id: number }[];
  cashVault: number;
}

async function readDemo(url: string, headers: Record<string, string>): Promise<Demo> {
  const get = async <T>(path: string) =>
    (await json<{ data: T }>(`${url}/api${path}`, { headers })).data;
  const vaults = await get<{ id: number; type: string }[]>('/pos/vaults');
  const cashVault = vaults.find((vault) => vault.type === 'cash')?.id;
  if (cashVault === undefined) throw new Error('The demo seed has no cash vault.');
  return {
    customers: (await get<Demo['customers']>('/pos/customers')).filter((c) => c.cars.length > 0),
    services: (await get<Demo['services']>('/services')).filter(
      (s) => !s.is_add_ons && s.options.length > 0,
    ),
    products: await get<Demo['products']>('/products'),
    cashVault,
  };
}

/** One cashier: a weighted mix of what the counter does, with a think time between steps. */
async function cashier(url: string, headers: Record<string, string>, demo: Demo, until: number) {
  const api = (path: string) => `${url}/api${path}`;
  while (performance.now() < until) {
    await pause(300 + Math.random() * 1500);
    const customer = pick(demo.customers);
    const car = pick(customer.cars);
    const service = pick(demo.services);
    const sale = {
      car_id: car.id,
      user_id: customer.id,
      purchasables: [
        {
          purchasable_id: service.id,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [pick(service.options).id],
        },
      ],
    };
    const roll = Math.random();
    if (roll < 0.25) {
      await call('catalogue', api(pick(['/services', '/packages', '/products'])), { headers });
    } else if (roll < 0.55) {
      await call('cart', api('/pos/cart'), { method: 'POST', headers, body: JSON.stringify(sale) });
    } else if (roll < 0.75) {
      await call(
        'orders search',
        api(
          `/pos/order?q=${encodeURIComponent(pick([customer.name.split(' ')[0] ?? 'a', car.numbers, 'lm-0']))}`,
        ),
        { headers },
      );
    } else if (roll < 0.85) {
      await call(
        'customers',
        api(`/pos/customers?q=${encodeURIComponent(customer.name.slice(0, 3))}`),
        { headers },
      );
    } else {
      await placeOrder(api, headers, demo, sale);
    }
  }
}

/** Prices the cart, books a free slot, submits the order unpaid, and pays half of them in cash. */
async function placeOrder(
  api: (path: string) => string,
  headers: Record<string, string>,
  demo: Demo,
  sale: Record<string, unknown>,
) {
  // As at the counter: the cart is priced first, and a line the car cannot have is not ordered.
  const priced = await call<{ services: { payload: { status: string } }[] }>(
    'cart',
    api('/pos/cart'),
    { method: 'POST', headers, body: JSON.stringify(sale) },
  );
  if (!priced.body?.services.every((line) => line.payload.status === 'ok')) return;
  const days = await call<{
    data: { date: string; slots: { from: string; available: boolean }[] }[];
  }>('availability', api('/pos/availability?type=in_shop'), { headers });
  const free = (days.body?.data ?? []).flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, from: slot.from })),
  );
  if (free.length === 0) return;
  const slot = pick(free);
  const order = await call<{ order: { id: number; total_price: number } }>(
    'order',
    api('/pos/order'),
    {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        ...sale,
        // Nothing paid at the counter: the order waits for payment.
        vault_id: demo.cashVault,
        payment_method: 'cash',
        is_partial: true,
        amount: 0,
        location_type: 'in_shop',
        booking_date: slot.date,
        booking_time: slot.from,
      }),
      // Another cashier took the last place of the slot in between.
      expected: [409],
    },
  );
  const placed = order.body?.order;
  if (!placed || Math.random() < 0.5) return;
  await call('payment', api('/pos/payment'), {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      order_id: placed.id,
      payment_method_id: 'cash',
      is_partial: false,
      cash: placed.total_price,
    }),
  });
}

/** The store-keeper: a supplier invoice with one line and a photo every few seconds. */
async function storeKeeper(url: string, headers: Record<string, string>, until: number) {
  const get = async <T>(path: string) =>
    (await json<{ data: T }>(`${url}/api${path}`, { headers })).data;
  const materials = await get<{ id: number }[]>('/pos/materials');
  const suppliers = await get<{ id: number }[]>('/pos/materials/suppliers');
  // The form sets its own multipart content type.
  const formHeaders = { authorization: headers.authorization ?? '', accept: 'application/json' };
  while (performance.now() < until) {
    await pause(4000 + Math.random() * 4000);
    const form = new FormData();
    form.set('supplier_id', String(pick(suppliers).id));
    form.set('material_items[0][material_id]', String(pick(materials).id));
    form.set('material_items[0][price]', '12.5');
    form.set('material_items[0][quantity]', '4');
    form.set('material_items[0][generate_barcode]', '1');
    form.set('material_items[0][include_tax]', '1');
    form.set('attachments[0]', new Blob([PNG], { type: 'image/png' }), 'invoice.png');
    await call('invoice', `${url}/api/pos/materials/invoice`, {
      method: 'POST',
      headers: formHeaders,
      body: form,
    });
  }
}

/** The server's lowest RSS (MB), read every second from `from` until `until`. */
async function lowestRss(pid: number, from: number, until: number): Promise<number> {
  await pause(Math.max(0, from - performance.now()));
  let lowest = Number.POSITIVE_INFINITY;
  while (performance.now() < until) {
    lowest = Math.min(lowest, memoryMb(pid, 'VmRSS'));
    await pause(1000);
  }
  return lowest;
}

/** Asks /api/health every second; answers the slowest answer and how many were not 200. */
async function healthProbe(url: string, until: number) {
  let slowest = 0;
  let failed = 0;
  let asked = 0;
  while (performance.now() < until) {
    const sent = performance.now();
    const status = await fetch(`${url}/api/health`).then(
      (answer) => answer.status,
      () => 0,
    );
    slowest = Math.max(slowest, performance.now() - sent);
    asked += 1;
    if (status !== 200) failed += 1;
    await pause(Math.max(0, 1000 - (performance.now() - sent)));
  }
  return { slowest, failed, asked };
}

async function main(): Promise<void> {
  buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'lamaa-soak-'));
  try {
    const server = await startServer(dataDir, 'demo');
    const pid = server.child.pid ?? 0;
    const cashierHeaders = await signIn(server.url, 'cashier@lamaa.demo');
    const storeHeaders = await signIn(server.url, 'store@lamaa.demo');
    const demo = await readDemo(server.url, cashierHeaders);
    const rssAtStart = memoryMb(pid, 'VmRSS');
    const start = performance.now();
    const until = start + MINUTES * 60_000;
    console.log(
      `Soak: ${CASHIERS} cashiers and a store-keeper for ${MINUTES} min on ${server.url}...`,
    );
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const [health, rssWarm] = await Promise.all([
      healthProbe(server.url, until),
      lowestRss(pid, start + WARM_UP_MS, until),
      storeKeeper(server.url, storeHeaders, until),
      ...Array.from({ length: CASHIERS }, () => cashier(server.url, cashierHeaders, demo, until)),
    ]);
    const rssAtEnd = memoryMb(pid, 'VmRSS');
    const peak = memoryMb(pid, 'VmHWM');
    await stopServer(server.child);
    report({
      health,
      rssAtStart,
      rssWarm,
      rssAtEnd,
      peak,
      loadBefore,
      wallMs: performance.now() - start,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(run: {
  health: { slowest: number; failed: number; asked: number };
  rssAtStart: number;
  rssWarm: number;
  rssAtEnd: number;
  peak: number;
  loadBefore: number;
  wallMs: number;
}) {
  const latencies = samples.map((sample) => sample.ms);
  const errors = [...unexpected.values()].reduce((sum, count) => sum + count, 0);
  const fiveHundreds = samples.filter((sample) => sample.status >= 500).length;
  const growth = (100 * (run.rssAtEnd - run.rssWarm)) / run.rssWarm;
  const byKind = [...new Set(samples.map((sample) => sample.kind))]
    .map((kind) => {
      const of = samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms);
      return `${kind} ${of.length} (p95 ${percentile(of, 95).toFixed(0)} ms)`;
    })
    .join(', ');
  const rows: [string, string, string, boolean][] = [
    [
      `Requests in ${(run.wallMs / 60_000).toFixed(1)} min by ${CASHIERS} cashiers and a store-keeper`,
      String(samples.length),
      'reported',
      true,
    ],
    ['Errors (unexpected answers or failed connections)', String(errors), '0', errors === 0],
    ['5xx answers', String(fiveHundreds), '0', fiveHundreds === 0],
    [
      'Latency p50 / p95 / p99 / max',
      [50, 95, 99].map((p) => percentile(latencies, p).toFixed(0)).join(' / ') +
        ` / ${Math.max(...latencies).toFixed(0)} ms`,
      'reported',
      true,
    ],
    [
      `Slowest /api/health of ${run.health.asked} (one a second; ${run.health.failed} not 200)`,
      `${run.health.slowest.toFixed(0)} ms`,
      '≤ 1000 ms',
      run.health.slowest <= 1000 && run.health.failed === 0,
    ],
    [
      'Server memory (RSS) at start / lowest after warm-up / at the end',
      `${run.rssAtStart.toFixed(0)} / ${run.rssWarm.toFixed(0)} / ${run.rssAtEnd.toFixed(0)} MB`,
      'reported',
      true,
    ],
    [
      'Memory growth from its lowest after warm-up to the end',
      `${growth.toFixed(1)} %`,
      '< 10 %',
      growth < 10,
    ],
  ];
  const table = [
    '| figure | measured | target | met? |',
    '|---|---|---|---|',
    ...rows.map(
      ([figure, measured, target, met]) =>
        `| ${figure} | ${measured} | ${target} | ${target === 'reported' ? '—' : met ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const refusals = [...unexpected.entries()].map(([key, count]) => `${count} × ${key}`).join('; ');
  const note = `\nMeasured on ${new Date().toISOString().slice(0, 10)}, loopback (client and server on the same ${cpus().length} cores; 1-minute load average ${run.loadBefore.toFixed(1)} at the start, ${load} at the end), embedded PGlite on a fresh demo folder, bundled server (dist/main.mjs), Node ${process.version}. By kind: ${byKind}. ${expectedRefusals} orders found their slot taken meanwhile (409, as designed). Peak memory ${run.peak.toFixed(0)} MB.${refusals ? ` Unexpected: ${refusals}.` : ''}\n`;
  console.log(`\n${table}\n${note}`);
  mkdirSync(`${appRoot}.reports`, { recursive: true });
  writeFileSync(`${appRoot}.reports/bench-soak.md`, `${table}\n${note}`);
  writeFileSync(
    `${appRoot}.reports/bench-soak.json`,
    JSON.stringify(
      {
        requests: samples.length,
        errors,
        fiveHundreds,
        expectedRefusals,
        health: run.health,
        memory: {
          start: run.rssAtStart,
          warm: run.rssWarm,
          end: run.rssAtEnd,
          peak: run.peak,
          growthPercent: growth,
        },
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
        unexpected: Object.fromEntries(unexpected),
      },
      null,
      2,
    ),
  );
}

await main();
