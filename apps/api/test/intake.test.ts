// Contract tests of materials, suppliers, branches and the multipart supplier invoice
// (attachments checked by size and magic bytes, unique barcodes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAttachments } from '../src/db/schema/materials.js';
import { fieldCases } from './field-cases.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Invoice {
  id: number;
  supplier: { name: { en: string } };
  branch: { name: { en: string } } | null;
  material_items: {
    material_id: number;
    quantity: number;
    price: number;
    barcode: string;
    include_tax: boolean;
  }[];
  attachments: { name: string; mime_type: string; size: number }[];
  total: number;
}

let server: TestServer;
let token: string;
let materialIds: number[];
let supplierId: number;

const PDF = new TextEncoder().encode('%PDF-1.4\n% Lamaa test invoice\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function form(
  items: Record<string, string>[],
  extra: Record<string, string> = {},
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
): FormData {
  const data = new FormData();
  data.set('supplier_id', String(supplierId));
  for (const [key, value] of Object.entries(extra)) data.set(key, value);
  items.forEach((item, index) => {
    for (const [key, value] of Object.entries(item))
      data.set(`material_items[${index}][${key}]`, value);
  });
  files.forEach((file, index) =>
    data.set(
      `attachments[${index}]`,
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    ),
  );
  return data;
}
const invoice = <T = { data: Invoice }>(body: FormData) =>
  server.call<T>('POST', '/api/pos/materials/invoice', { token, body });

beforeAll(async () => {
  server = await openTestServer();
  token = await server.login('store');
  materialIds = (
    await server.call<{ data: { id: number }[] }>('GET', '/api/pos/materials', { token })
  ).body.data.map((material) => material.id);
  supplierId =
    (
      await server.call<{ data: { id: number }[] }>('GET', '/api/pos/materials/suppliers', {
        token,
      })
    ).body.data[0]?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

describe('materials, suppliers and branches', () => {
  it('lists bilingual materials, the suppliers and both branches', async () => {
    const materials = await server.call<{
      data: { name: { en: string; ar: string }; description: { en: string } }[];
    }>('GET', '/api/pos/materials', { token });
    expect(materials.body.data).toHaveLength(12);
    expect(materials.body.data[0]?.name).toEqual({
      en: 'Car Shampoo 20L',
      ar: 'شامبو سيارات 20 لتر',
    });
    const suppliers = await server.call<{ data: unknown[] }>(
      'GET',
      '/api/pos/materials/suppliers',
      { token },
    );
    expect(suppliers.body.data).toHaveLength(5);
    const branches = await server.call<{ data: { name: { en: string } }[] }>(
      'GET',
      '/api/pos/branches',
      { token },
    );
    expect(branches.body.data.map((branch) => branch.name.en)).toEqual([
      'Al Quoz Branch',
      'Jumeirah Branch',
    ]);
  });

  it('adds a supplier with a trimmed name', async () => {
    const answer = await server.call<{
      data: { id: number; name: { en: string }; description: string };
    }>('POST', '/api/pos/materials/suppliers', {
      token,
      json: { name: '  Dubai Foam Co  ', description: 'Foam cannons' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.name.en).toBe('Dubai Foam Co');
  });

  it.each(
    fieldCases({ name: 'Ok', description: 'd' }, ['name'], {
      name: 'n'.repeat(101),
      description: 'd'.repeat(201),
    }),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await server.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/pos/materials/suppliers',
      { token, json: body },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it("answers the spec's message for a blank supplier name", async () => {
    const answer = await server.call<{ message: string }>('POST', '/api/pos/materials/suppliers', {
      token,
      json: { name: '   ' },
    });
    expect(answer.body.message).toBe('Supplier name is required');
  });
});

describe('POST /api/pos/materials/invoice', () => {
  it('creates an invoice with given and generated barcodes and checked attachments', async () => {
    const answer = await invoice(
      form(
        [
          {
            material_id: String(materialIds[0]),
            price: '12.50',
            quantity: '4',
            generate_barcode: '0',
            include_tax: '1',
            barcode: '6291041500213',
          },
          {
            material_id: String(materialIds[1]),
            price: '80',
            quantity: '2',
            generate_barcode: '1',
            include_tax: '0',
          },
          {
            material_id: String(materialIds[1]),
            price: '80',
            quantity: '1',
            generate_barcode: '1',
            include_tax: '0',
          },
        ],
        { branch_id: '2' },
        [
          { name: 'invoice.pdf', bytes: PDF },
          { name: 'photo.png', bytes: PNG, type: 'image/png' },
        ],
      ),
    );
    expect(answer.status).toBe(201);
    const created = answer.body.data;
    expect(created.branch?.name.en).toBe('Jumeirah Branch');
    expect(created.total).toBe(290);
    expect(created.material_items[0]).toMatchObject({
      barcode: '6291041500213',
      quantity: 4,
      price: 12.5,
      include_tax: true,
    });
    const generated = created.material_items.slice(1).map((item) => item.barcode);
    expect(generated.every((code) => /^2\d{12}$/.test(code))).toBe(true);
    expect(new Set(generated).size).toBe(2);
    expect(created.attachments.map((file) => [file.name, file.mime_type])).toEqual([
      ['invoice.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    const stored = await server.database.db.select().from(invoiceAttachments);
    expect(stored.map((file) => file.size)).toEqual([PDF.length, PNG.length]);
  });

  it('refuses a barcode that already exists', async () => {
    const answer = await invoice<{ code: string; message: string; params?: unknown }>(
      form([
        {
          material_id: String(materialIds[0]),
          price: '1',
          quantity: '1',
          generate_barcode: '0',
          include_tax: '0',
          barcode: '6291041500213',
        },
      ]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'intake.barcode-exists' });
    expect(answer.body.message).toBe('This barcode already exists');
  });

  it('refuses a file whose content is not a PDF or image, whatever its name, with 415', async () => {
    const answer = await invoice<{ code: string; message: string; params?: unknown }>(
      form(
        [
          {
            material_id: String(materialIds[0]),
            price: '1',
            quantity: '1',
            generate_barcode: '1',
            include_tax: '0',
          },
        ],
        {},
        [{ name: 'fake.pdf', bytes: new TextEncoder().encode('MZ this is an exe') }],
      ),
    );
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      code: 'attachment.invalid-type',
      params: { name: 'fake.pdf' },
    });
    expect(answer.body.message).toMatch(/^Invalid file type: fake\.pdf/);
  });

  it('refuses an attachment over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const answer = await invoice<{ code: string; message: string; params?: unknown }>(
      form(
        [
          {
            material_id: String(materialIds[0]),
            price: '1',
            quantity: '1',
            generate_barcode: '1',
            include_tax: '0',
          },
        ],
        {},
        [{ name: 'big.pdf', bytes: big }],
      ),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'attachment.too-large',
      params: { name: 'big.pdf' },
    });
    expect(answer.body.message).toBe('File too large (max 10MB): big.pdf');
  });

  it('answers 404 for an unknown supplier, branch or material', async () => {
    const item = {
      material_id: String(materialIds[0]),
      price: '1',
      quantity: '1',
      generate_barcode: '1',
      include_tax: '0',
    };
    expect((await invoice(form([item], { supplier_id: '99999' }))).status).toBe(404);
    expect((await invoice(form([item], { branch_id: '99999' }))).status).toBe(404);
    expect((await invoice(form([{ ...item, material_id: '99999' }]))).status).toBe(404);
  });

  it('answers 415 for a JSON body', async () => {
    expect(
      (await server.call('POST', '/api/pos/materials/invoice', { token, json: { supplier_id: 1 } }))
        .status,
    ).toBe(415);
  });

  it.each([
    [{ supplier_id: 'x' }, [], 'supplier_id'],
    [{ branch_id: 'main' }, [{}], 'branch_id'],
    [{}, [], 'material_items'],
    [{}, [{ material_id: 'one' }], 'material_items.0.material_id'],
    [{}, [{ price: '0' }], 'material_items.0.price'],
    [{}, [{ price: 'free' }], 'material_items.0.price'],
    [{}, [{ quantity: '0' }], 'material_items.0.quantity'],
    [{}, [{ generate_barcode: 'yes' }], 'material_items.0.generate_barcode'],
    [{}, [{ include_tax: '2' }], 'material_items.0.include_tax'],
    [{}, [{ generate_barcode: '0' }], 'material_items.0.barcode'],
    [{}, [{ generate_barcode: '0', barcode: 'b'.repeat(65) }], 'material_items.0.barcode'],
  ])('answers 422 for fields %j and item %j', async (extra, overrides, field) => {
    const item = {
      material_id: String(materialIds[0]),
      price: '5',
      quantity: '1',
      generate_barcode: '1',
      include_tax: '0',
    };
    const items = overrides.map((override) => ({ ...item, ...override }));
    const answer = await invoice<{ errors: Record<string, string[]> }>(form(items, extra));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});
