// The contract states the same maxima the server validates with: the domain's limits.
import { readFileSync } from 'node:fs';
import {
  FILS_PER_AED,
  INVOICE_MAX_ATTACHMENTS,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  MAX_INVOICE_LINE_QUANTITY,
  MAX_INVOICE_LINES,
  MAX_PAYMENT_FILS,
  MAX_UNIT_PRICE_FILS,
} from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = { properties?: Record<string, Schema>; maximum?: number; maxItems?: number };
const contract = parse(
  readFileSync(
    new URL('../../../../packages/api-client/openapi/api.yaml', import.meta.url),
    'utf8',
  ),
) as { components: { schemas: Record<string, Schema> } };
const property = (schema: string, name: string) =>
  contract.components.schemas[schema]?.properties?.[name];

describe('the maxima in api.yaml', () => {
  it.each([
    ['CartPurchasable', 'add_ons_price', MAX_UNIT_PRICE_FILS / FILS_PER_AED],
    ['CartPurchasable', 'quantity', MAX_CART_LINE_QUANTITY],
    ['OrderSubmission', 'amount', MAX_PAYMENT_FILS / FILS_PER_AED],
    ['PaymentRequest', 'cash', MAX_PAYMENT_FILS / FILS_PER_AED],
    ['InvoiceItemInput', 'price', MAX_UNIT_PRICE_FILS / FILS_PER_AED],
    ['InvoiceItemInput', 'quantity', MAX_INVOICE_LINE_QUANTITY],
  ])('%s.%s is %d', (schema, name, maximum) => {
    expect(property(schema, name)?.maximum).toBe(maximum);
  });

  it.each([
    ['CartSyncRequest', 'purchasables', MAX_CART_LINES],
    ['OrderSubmission', 'purchasables', MAX_CART_LINES],
    ['CreateInvoiceForm', 'material_items', MAX_INVOICE_LINES],
    ['CreateInvoiceForm', 'attachments', INVOICE_MAX_ATTACHMENTS],
  ])('%s.%s holds at most %d', (schema, name, maxItems) => {
    expect(property(schema, name)?.maxItems).toBe(maxItems);
  });
});
