// Corpus part: valid requests that name rows of the other business (customers, cars, orders,
// vaults, services, suppliers, materials, branches), in both directions. Every one must be
// refused with a 4xx; a 2xx would read or change another business's data.
import type { BusinessRows, CorpusContext, CorpusRequest } from './corpus-context.js';

/** Requests by the holder of `token` (business `mine`) naming rows of business `theirs`. */
function crossing(
  token: string,
  viewer: CorpusRequest['viewer'],
  mine: BusinessRows,
  theirs: BusinessRows,
  valid: CorpusContext['valid'],
): CorpusRequest[] {
  const order = valid['/pos/order'] ?? {};
  const cart = valid['/pos/cart'] ?? {};
  const line = { purchasable_id: theirs.serviceId, purchasable_type: 'service', quantity: 1 };
  const own = { car_id: mine.carId, user_id: mine.customerId };
  const invoice = (supplier: number, material: number, branch?: number) => {
    const form = new FormData();
    form.set('supplier_id', String(supplier));
    if (branch !== undefined) form.set('branch_id', String(branch));
    form.set('material_items[0][material_id]', String(material));
    form.set('material_items[0][price]', '5');
    form.set('material_items[0][quantity]', '1');
    form.set('material_items[0][generate_barcode]', '1');
    return form;
  };
  const json = (label: string, path: string, body: unknown): CorpusRequest => ({
    label: `POST ${path} naming ${label}`,
    method: 'POST',
    path,
    parts: { token, json: body },
    viewer,
    isForeign: true,
  });
  const form = (label: string, body: FormData): CorpusRequest => ({
    label: `POST /pos/materials/invoice naming ${label}`,
    method: 'POST',
    path: '/pos/materials/invoice',
    parts: { token, body },
    viewer,
    isForeign: true,
  });
  return [
    json("another business's customer", '/pos/cars', {
      ...valid['/pos/cars'],
      user_id: theirs.customerId,
    }),
    json("another business's car", '/pos/cart', {
      ...cart,
      car_id: theirs.carId,
      user_id: theirs.customerId,
    }),
    json("another business's service", '/pos/cart', { ...cart, ...own, purchasables: [line] }),
    json("another business's car", '/pos/order', {
      ...order,
      car_id: theirs.carId,
      user_id: theirs.customerId,
    }),
    json("another business's customer", '/pos/order', {
      ...order,
      ...own,
      user_id: theirs.customerId,
    }),
    json("another business's vault", '/pos/order', { ...order, ...own, vault_id: theirs.vaultId }),
    json("another business's service", '/pos/order', { ...order, ...own, purchasables: [line] }),
    json("another business's order", '/pos/payment', {
      order_id: theirs.unpaidOrderId,
      payment_method_id: 'visa',
      is_partial: false,
      cash: 1,
    }),
    {
      label: `DELETE another business's order`,
      method: 'DELETE',
      path: `/pos/${theirs.unpaidOrderId}`,
      parts: { token },
      viewer,
      isForeign: true,
    },
    form("another business's supplier", invoice(theirs.supplierId, mine.materialId)),
    form("another business's material", invoice(mine.supplierId, theirs.materialId)),
    form("another business's branch", invoice(mine.supplierId, mine.materialId, theirs.branchId)),
  ];
}

/** The cross-business part of the corpus, both ways. */
export function foreignCases(context: CorpusContext): CorpusRequest[] {
  return [
    ...crossing(context.tokens.own, 'own', context.own, context.other, context.valid),
    ...crossing(context.tokens.other, 'other', context.other, context.own, context.valid),
  ];
}
