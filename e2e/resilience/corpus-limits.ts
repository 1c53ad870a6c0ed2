// Corpus part: the largest amounts and quantities the server takes (the domain's money
// limits, packages/domain/src/constants/money-limits.ts) and their neighbours, on the cart,
// the order, the payment and the invoice. Each case expects its status: the value at the
// limit passes, the one above is refused with 422 (413 for the attachments' total size);
// none may answer 500, which is what a 32-bit column used to do.
import type { CorpusContext, CorpusRequest } from './corpus-context.js';

/** The limits in AED and units, as api.yaml states them. */
const MAX_UNIT_PRICE_AED = 1_000_000;
const MAX_PAYMENT_AED = 100_000_000;
const MAX_CART_LINE_QUANTITY = 10_000;
const MAX_CART_LINES = 200;
const MAX_LINE_AED = 10_000_000;
const MAX_ATTACHMENTS = 10;
const MAX_ATTACHMENTS_BYTES = 20 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(size: number, name: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
}

/** The money-limit part of the corpus. */
export function limitCases(context: CorpusContext): CorpusRequest[] {
  const cases: CorpusRequest[] = [];
  const token = context.tokens.own;
  const { product, addOn, supplierId, materialId, unpaidOrderId } = context.own;
  const post = (path: string, label: string, expectedStatus: number, json: unknown) =>
    cases.push({
      label: `POST ${path} ${label}`,
      method: 'POST',
      path,
      parts: { token, json },
      viewer: 'own',
      expectedStatus,
    });
  const addOnLine = (price: number) => ({
    purchasable_id: addOn.serviceId,
    purchasable_type: 'service',
    quantity: 1,
    option_ids: [addOn.optionId],
    add_ons_price: price,
  });
  const productLine = (quantity: number) => ({
    purchasable_id: product.id,
    purchasable_type: 'product',
    quantity,
  });
  const fullCart = Array.from({ length: MAX_CART_LINES }, () =>
    productLine(MAX_CART_LINE_QUANTITY),
  );
  const cart = context.valid['/pos/cart'] ?? {};
  const order = context.valid['/pos/order'] ?? {};
  const bodies: [string, Record<string, unknown>, boolean][] = [
    ['/pos/cart', cart, true],
    // Orders are only sent where they are refused: the corpus must not book its slot.
    ['/pos/order', order, false],
  ];
  for (const [path, valid, sendPassing] of bodies) {
    if (sendPassing) {
      post(path, 'the largest add-on price', 200, {
        ...valid,
        purchasables: [addOnLine(MAX_UNIT_PRICE_AED)],
      });
      post(path, 'the largest quantity', 200, {
        ...valid,
        purchasables: [productLine(MAX_CART_LINE_QUANTITY)],
      });
    }
    for (const price of [MAX_UNIT_PRICE_AED + 0.01, 10_000_000_000])
      post(path, `an add-on price of ${price} AED`, 422, {
        ...valid,
        purchasables: [addOnLine(price)],
      });
    post(path, `quantity ${MAX_CART_LINE_QUANTITY + 1}`, 422, {
      ...valid,
      purchasables: [productLine(MAX_CART_LINE_QUANTITY + 1)],
    });
    // The dearest product makes this far above the largest order total.
    post(path, `${MAX_CART_LINES} lines of quantity ${MAX_CART_LINE_QUANTITY}`, 422, {
      ...valid,
      purchasables: fullCart,
    });
  }
  post('/pos/order', 'a partial amount one fils above the largest payment', 422, {
    ...order,
    is_partial: true,
    amount: MAX_PAYMENT_AED + 0.01,
  });
  // Refused by its validation, before the order is looked up (whatever the corpus paid on it).
  post('/pos/payment', 'cash one fils above the largest payment', 422, {
    order_id: unpaidOrderId,
    payment_method_id: 'cash',
    is_partial: true,
    cash: MAX_PAYMENT_AED + 0.01,
  });

  const invoice = (
    label: string,
    expectedStatus: number,
    price: number,
    quantity: number,
    files: File[] = [],
  ) => {
    const form = new FormData();
    form.set('supplier_id', String(supplierId));
    form.set('material_items[0][material_id]', String(materialId));
    form.set('material_items[0][price]', String(price));
    form.set('material_items[0][quantity]', String(quantity));
    form.set('material_items[0][generate_barcode]', '1');
    form.set('material_items[0][include_tax]', '0');
    files.forEach((file, index) => form.set(`attachments[${index}]`, file));
    cases.push({
      label: `POST /pos/materials/invoice ${label}`,
      method: 'POST',
      path: '/pos/materials/invoice',
      parts: { token, body: form },
      viewer: 'own',
      expectedStatus,
    });
  };
  const lineUnits = MAX_LINE_AED / MAX_UNIT_PRICE_AED;
  invoice('a unit price of 30,000,000 AED', 422, 30_000_000, 1);
  invoice('a unit price one fils above the largest', 422, MAX_UNIT_PRICE_AED + 0.01, 1);
  invoice('a line at the largest line total', 201, MAX_UNIT_PRICE_AED, lineUnits);
  invoice('a line one unit above the largest line total', 422, MAX_UNIT_PRICE_AED, lineUnits + 1);
  const files = (count: number) =>
    Array.from({ length: count }, (_, index) => png(64, `page-${index}.png`));
  invoice(`${MAX_ATTACHMENTS} attachments`, 201, 1, 1, files(MAX_ATTACHMENTS));
  invoice(`${MAX_ATTACHMENTS + 1} attachments`, 422, 1, 1, files(MAX_ATTACHMENTS + 1));
  const half = MAX_ATTACHMENTS_BYTES / 2;
  invoice('attachments one byte over 20 MB together', 413, 1, 1, [
    png(half, 'first.png'),
    png(half + 1, 'second.png'),
  ]);
  return cases;
}
