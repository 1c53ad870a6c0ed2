// The office's pictures: uploaded with the intake's checks (size, type by first bytes),
// decoded and resized on the server, refused with a code when they are not what they claim,
// served by hash with a year of caching, and taken by packages, products, services and the
// business's logo (the tax invoice page shows it).
import { IMAGE_MAX_BYTES, IMAGE_SIZES } from '@lamaa/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let world: OfficeWorld;
let png: Buffer;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  // A 1200 × 900 picture, wider than tall the other way round from the card, so both the crop
  // and the logo's fit show in the sizes.
  png = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server.close();
});

type Refusal = { code: string; params?: Record<string, unknown> };
type Image = { data: { url: string; width: number; height: number } };
type Business = { data: { logo_url: string | null } };

const form = (bytes: Uint8Array, name = 'picture.png') => {
  const data = new FormData();
  data.append('file', new Blob([bytes]), name);
  return data;
};

const upload = <T = Image>(bytes: Uint8Array, token = world.tokens.owner, name?: string) =>
  server.call<T>('POST', '/api/office/images', { token, body: form(bytes, name) });

/** The stored size's bytes, as a browser fetches them (no token). */
const fetchImage = (url: string) => fetch(`${server.url}${url}`);

describe('uploading a catalogue picture', () => {
  it('crops it to the card, serves it by hash with a year of caching and keeps no session', async () => {
    const answer = await upload(png);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject(IMAGE_SIZES.card);
    expect(answer.body.data.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    const served = await fetchImage(answer.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
  });

  it('answers 404 image.not-found for a hash it does not hold', async () => {
    const answer = await server.call<Refusal>('GET', `/api/images/${'0'.repeat(64)}.webp`);
    expect([answer.status, answer.body.code]).toEqual([404, 'image.not-found']);
  });

  it('refuses a file whose first bytes are not a picture with 415 image.invalid-type', async () => {
    const text = new TextEncoder().encode('not a picture at all');
    const answer = await upload<Refusal>(text, world.tokens.owner, 'fake.png');
    expect([answer.status, answer.body.code]).toEqual([415, 'image.invalid-type']);
    const pdf = new TextEncoder().encode('%PDF-1.7 a document');
    const refused = await upload<Refusal>(pdf, world.tokens.owner, 'menu.png');
    expect([refused.status, refused.body.code]).toEqual([415, 'image.invalid-type']);
  });

  it('refuses a PNG signature without a picture behind it with 422 image.undecodable', async () => {
    const truncated = png.subarray(0, 60);
    const answer = await upload<Refusal>(truncated);
    expect([answer.status, answer.body.code]).toEqual([422, 'image.undecodable']);
  });

  it('refuses a file over the limit with 413 image.too-large', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png.subarray(0, 8));
    const answer = await upload<Refusal>(big);
    expect([answer.status, answer.body.code]).toEqual([413, 'image.too-large']);
    expect(answer.body.params).toEqual({ maxMb: 5 });
  });

  it('refuses a form without a file with 422 image.missing, and JSON with 415', async () => {
    const empty = new FormData();
    empty.append('name', 'x');
    const answer = await server.call<Refusal>('POST', '/api/office/images', {
      token: world.tokens.owner,
      body: empty,
    });
    expect([answer.status, answer.body.code]).toEqual([422, 'image.missing']);
    const json = await server.call<Refusal>('POST', '/api/office/images', {
      token: world.tokens.owner,
      json: {},
    });
    expect([json.status, json.body.code]).toEqual([415, 'request.not-multipart']);
  });

  it('lets only the owner upload: 403 access.forbidden for the manager and the cashier', async () => {
    for (const role of ['manager', 'cashier', 'store-keeper'] as const) {
      const answer = await upload<Refusal>(png, world.tokens[role]);
      expect([role, answer.status, answer.body.code]).toEqual([role, 403, 'access.forbidden']);
    }
  });
});

describe('a picture on the catalogue', () => {
  it('is saved on a product and a package and shown in the counter catalogue', async () => {
    const { url } = (await upload(png)).body.data;
    const product = await server.call<{ data: { id: number; image: string | null } }>(
      'POST',
      '/api/office/products',
      {
        token: world.tokens.owner,
        json: { name: { en: 'Shine wax', ar: 'شمع لمعة' }, price: 25, image: url },
      },
    );
    expect([product.status, product.body.data.image]).toEqual([201, url]);
    const listed = await server.call<{ data: { id: number; image: { url: string } | null }[] }>(
      'GET',
      '/api/products?q=Shine',
      { token: world.tokens.cashier },
    );
    expect(listed.body.data.find((row) => row.id === product.body.data.id)?.image).toEqual({
      url,
    });
    const pack = await server.call<{ data: { id: number; image: string | null } }>(
      'POST',
      '/api/office/packages',
      {
        token: world.tokens.owner,
        json: { name: { en: 'Photo pack', ar: 'باقة الصور' }, image: url },
      },
    );
    expect([pack.status, pack.body.data.image]).toEqual([201, url]);
    // Left out, the picture stays; null removes it.
    const kept = await server.call<{ data: { image: string | null } }>(
      'PUT',
      `/api/office/packages/${pack.body.data.id}`,
      { token: world.tokens.owner, json: { name: { en: 'Photo pack 2', ar: 'باقة الصور' } } },
    );
    expect(kept.body.data.image).toBe(url);
    const removed = await server.call<{ data: { image: string | null } }>(
      'PUT',
      `/api/office/products/${product.body.data.id}`,
      {
        token: world.tokens.owner,
        json: { name: { en: 'Shine wax', ar: 'شمع لمعة' }, price: 25, image: null },
      },
    );
    expect(removed.body.data.image).toBeNull();
  });

  it("is a service's icon when uploaded by the business", async () => {
    const { url } = (await upload(png)).body.data;
    const service = await server.call<{ data: { icon: string | null } }>(
      'POST',
      '/api/office/services',
      { token: world.tokens.owner, json: { name: { en: 'Ceramic', ar: 'سيراميك' }, icon: url } },
    );
    expect([service.status, service.body.data.icon]).toEqual([201, url]);
  });

  it("refuses another business's picture or any other URL with 422 image.unknown", async () => {
    // The same bytes would share their hash with the owner's upload: the stranger's differ.
    const theirs = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const foreign = (await upload(theirs, world.stranger)).body.data.url;
    for (const image of [foreign, 'https://example.com/a.png', '/api/images/x.webp']) {
      const answer = await server.call<Refusal & { errors?: Record<string, string[]> }>(
        'POST',
        '/api/office/products',
        {
          token: world.tokens.owner,
          json: { name: { en: 'Borrowed', ar: 'مستعار' }, price: 5, image },
        },
      );
      expect([answer.status, answer.body.code]).toEqual([422, 'image.unknown']);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['image']);
    }
  });
});

describe("the business's logo", () => {
  it('is fitted inside the logo box, set and removed by the owner alone, and audited', async () => {
    const set = await server.call<Business>('PUT', '/api/office/business/logo', {
      token: world.tokens.owner,
      body: form(png),
    });
    expect(set.status).toBe(200);
    const url = set.body.data.logo_url ?? '';
    const served = await fetchImage(url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    // 1200 × 900 fitted inside 480 × 160 keeps its shape: 213 × 160.
    expect([meta.width, meta.height]).toEqual([213, 160]);
    const read = await server.call<Business>('GET', '/api/office/business', {
      token: world.tokens.manager,
    });
    expect(read.body.data.logo_url).toBe(url);
    const audit = await server.call<{ data: { action: string; after: Record<string, unknown> }[] }>(
      'GET',
      '/api/office/audit?action=business.update',
      { token: world.tokens.owner },
    );
    expect(audit.body.data.some((row) => row.after['logo_url'] === url)).toBe(true);
    for (const role of ['manager', 'cashier'] as const) {
      const refused = await server.call<Refusal>('PUT', '/api/office/business/logo', {
        token: world.tokens[role],
        body: form(png),
      });
      expect([refused.status, refused.body.code]).toEqual([403, 'access.forbidden']);
      const kept = await server.call<Refusal>('DELETE', '/api/office/business/logo', {
        token: world.tokens[role],
      });
      expect([kept.status, kept.body.code]).toEqual([403, 'access.forbidden']);
    }
    const removed = await server.call<Business>('DELETE', '/api/office/business/logo', {
      token: world.tokens.owner,
    });
    expect([removed.status, removed.body.data.logo_url]).toEqual([200, null]);
  });

  it('refuses a damaged logo with 422 image.undecodable and keeps the one there', async () => {
    const before = await server.call<Business>('PUT', '/api/office/business/logo', {
      token: world.tokens.owner,
      body: form(png),
    });
    const answer = await server.call<Refusal>('PUT', '/api/office/business/logo', {
      token: world.tokens.owner,
      body: form(png.subarray(0, 100)),
    });
    expect([answer.status, answer.body.code]).toEqual([422, 'image.undecodable']);
    const read = await server.call<Business>('GET', '/api/office/business', {
      token: world.tokens.owner,
    });
    expect(read.body.data.logo_url).toBe(before.body.data.logo_url);
  });
});
