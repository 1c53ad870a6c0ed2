// Corpus part: the multipart invoice with oversized and mislabelled attachments, broken item
// fields, broken multipart bodies, and multipart sent where JSON is expected.
import type { CorpusContext, CorpusRequest } from './corpus-context.js';
import { wrongValues } from './corpus-values.js';
import type { SeededRandom } from './seeded-random.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** One byte over the 10 MB attachment limit (docs/product/constants.md). */
const OVER_LIMIT = 10 * 1024 * 1024 + 1;

/** A file from bytes, with a name and a declared type that may lie. */
function file(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type });
}

/** The invoice form's fields, valid unless `change` says otherwise. */
function invoiceForm(
  context: CorpusContext,
  change: Record<string, string | null> = {},
  attachments: File[] = [],
): FormData {
  const fields: Record<string, string | null> = {
    supplier_id: String(context.own.supplierId),
    'material_items[0][material_id]': String(context.own.materialId),
    'material_items[0][price]': '12.50',
    'material_items[0][quantity]': '2',
    'material_items[0][generate_barcode]': '1',
    'material_items[0][include_tax]': '0',
    ...change,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  attachments.forEach((attachment, index) => form.set(`attachments[${index}]`, attachment));
  return form;
}

/** A valid invoice form with `count` items, over the limit of 500 when asked. */
function manyItemsForm(context: CorpusContext, count: number): FormData {
  const form = invoiceForm(context);
  for (let index = 1; index < count; index += 1) {
    form.set(`material_items[${index}][material_id]`, String(context.own.materialId));
    form.set(`material_items[${index}][price]`, '1');
    form.set(`material_items[${index}][quantity]`, '1');
    form.set(`material_items[${index}][generate_barcode]`, '1');
  }
  return form;
}

/** The upload part of the corpus. */
export function uploadCases(context: CorpusContext, random: SeededRandom): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  const post = (
    label: string,
    body: FormData | string,
    headers: Record<string, string> = {},
    path = '/pos/materials/invoice',
  ) =>
    cases.push({
      label: `POST ${path} ${label}`,
      method: 'POST',
      path,
      parts: { token: context.tokens.own, body, headers },
      viewer: 'own',
    });
  const oversized = new Uint8Array(OVER_LIMIT);
  oversized.set(PNG);
  const files: [string, File][] = [
    ['a file over 10 MB', file(oversized, 'scan.png', 'image/png')],
    [
      'a program named .png',
      file(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]), 'receipt.png', 'image/png'),
    ],
    [
      'HTML named .pdf',
      file(
        new TextEncoder().encode('<html><script>alert(1)</script>'),
        'invoice.pdf',
        'application/pdf',
      ),
    ],
    ['an empty file', file(new Uint8Array(0), 'empty.jpg', 'image/jpeg')],
    [
      'an SVG',
      file(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'logo.svg',
        'image/svg+xml',
      ),
    ],
    ['a truncated GIF signature', file(new TextEncoder().encode('GIF8'), 'a.gif', 'image/gif')],
    [
      'a PNG named .exe',
      file(new Uint8Array([...PNG, 0, 0, 0, 13]), 'setup.exe', 'application/x-msdownload'),
    ],
    ['a control-character name', file(new Uint8Array([...PNG]), 'a\u0000b\u202e.png', 'image/png')],
  ];
  for (const [label, attachment] of files)
    post(`with ${label}`, invoiceForm(context, {}, [attachment]));
  const itemFields = [
    'material_id',
    'price',
    'quantity',
    'generate_barcode',
    'include_tax',
    'barcode',
  ];
  for (const field of itemFields) {
    // Without a barcode the line must not ask for generated ones, or nothing would be missing.
    const change: Record<string, string | null> =
      field === 'barcode' ? { 'material_items[0][generate_barcode]': '0' } : {};
    change[`material_items[0][${field}]`] = null;
    post(`without ${field}`, invoiceForm(context, change));
    for (const wrong of wrongValues(random)
      .slice(0, 3)
      .concat(random.pick(wrongValues(random))))
      post(
        `with ${field} as ${wrong.label}`,
        invoiceForm(context, {
          [`material_items[0][${field}]`]: JSON.stringify(wrong.value) ?? 'null',
        }),
      );
  }
  post(
    'without items',
    invoiceForm(context, {
      'material_items[0][material_id]': null,
      'material_items[0][price]': null,
      'material_items[0][quantity]': null,
      'material_items[0][generate_barcode]': null,
      'material_items[0][include_tax]': null,
    }),
  );
  post(
    'with a sparse item index',
    invoiceForm(context, { 'material_items[99999999999][price]': '1' }),
  );
  post(
    'with a __proto__ item field',
    invoiceForm(context, { 'material_items[0][__proto__]': '1' }),
  );
  post('with an attachment that is text', invoiceForm(context, { 'attachments[0]': 'not a file' }));
  post('with 501 items', manyItemsForm(context, 501));
  post('as multipart without a boundary', '--x\r\n\r\n', { 'content-type': 'multipart/form-data' });
  post(
    'with a broken multipart body',
    '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    { 'content-type': 'multipart/form-data; boundary=x' },
  );
  post('as JSON', JSON.stringify({ supplier_id: 1 }), { 'content-type': 'application/json' });
  post('as text', 'supplier_id=1', { 'content-type': 'text/plain' });
  post('as multipart to a JSON operation', invoiceForm(context), {}, '/pos/customers');
  post('as multipart to sign-in', invoiceForm(context), {}, '/pos/login');
  return cases;
}
