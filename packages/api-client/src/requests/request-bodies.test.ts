import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { filsSchema } from '../schemas/shared-schemas.js';
import { schemaErrors } from '../test/contract-validator.js';
import { toCartSyncBody } from './cart-sync-body.js';
import { toInvoiceBody, toInvoiceForm } from './invoice-form.js';
import { toOrderBody, toPaymentBody } from './order-body.js';

const fils = fc.integer({ min: 1, max: 10_000_000 });

describe('toCartSyncBody', () => {
  it('sends a percentage discount as a percent and leaves the coupon out when none is selected', () => {
    const body = toCartSyncBody({
      car_id: 1,
      user_id: 2,
      purchasables: [
        {
          purchasable_id: 0,
          purchasable_type: 'discount',
          quantity: 1,
          option_ids: null,
          discount_type: 'percentage',
          discount_value: 15,
        },
      ],
    });
    expect(body).toEqual({
      car_id: 1,
      user_id: 2,
      purchasables: [
        {
          purchasable_id: 0,
          purchasable_type: 'discount',
          quantity: 1,
          option_ids: null,
          discount_type: 'percentage',
          discount_value: 15,
        },
      ],
    });
    expect(schemaErrors('CartSyncRequest', body)).toEqual([]);
  });

  it('passes the location type through only when the cart has one, as the contract allows', () => {
    const cart = {
      car_id: 1,
      user_id: 2,
      purchasables: [
        { purchasable_id: 3, purchasable_type: 'service', quantity: 1, option_ids: [4] },
      ],
      coupon_code: 'SAVE50',
      coupon_id: 5,
    } as const;
    for (const locationType of ['remote', 'in_shop'] as const) {
      const body = toCartSyncBody({ ...cart, location_type: locationType });
      expect(body).toEqual({ ...cart, location_type: locationType });
      expect(schemaErrors('CartSyncRequest', body)).toEqual([]);
    }
    expect(toCartSyncBody(cart)).not.toHaveProperty('location_type');
    // A value outside the contract's enum is what the validator refuses.
    expect(
      schemaErrors('CartSyncRequest', { ...toCartSyncBody(cart), location_type: 'outdoor' }),
    ).not.toEqual([]);
  });

  test.prop([fils, fils])(
    'sends add-on prices and fixed discounts as AED the server reads back to the same fils',
    (addOn, discount) => {
      const body = toCartSyncBody({
        car_id: 1,
        user_id: 2,
        purchasables: [
          {
            purchasable_id: 3,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [4],
            add_ons_price: addOn,
          },
          {
            purchasable_id: 0,
            purchasable_type: 'discount',
            quantity: 1,
            option_ids: null,
            discount_type: 'fixed',
            discount_value: discount,
          },
        ],
      });
      expect(schemaErrors('CartSyncRequest', body)).toEqual([]);
      expect(filsSchema.parse(body.purchasables[0]?.add_ons_price)).toBe(addOn);
      expect(filsSchema.parse(body.purchasables[1]?.discount_value)).toBe(discount);
    },
  );
});

describe('a service line paid by a plan', () => {
  it('sends its entitlement id, as the contract allows', () => {
    const body = toCartSyncBody({
      car_id: 1,
      user_id: 2,
      purchasables: [
        {
          purchasable_id: 3,
          purchasable_type: 'service',
          quantity: 1,
          option_ids: [4],
          entitlement_id: 9,
        },
      ],
    });
    expect(schemaErrors('CartSyncRequest', body)).toEqual([]);
    expect(body.purchasables[0]?.entitlement_id).toBe(9);
  });
});

describe('toOrderBody and toPaymentBody', () => {
  test.prop([fils])(
    'send amounts as AED that read back to the same fils and conform to the contract',
    (amount) => {
      const order = toOrderBody({
        car_id: 1,
        user_id: 2,
        purchasables: [
          { purchasable_id: 3, purchasable_type: 'product', quantity: 2, option_ids: null },
        ],
        vault_id: 4,
        payment_method: 'visa',
        is_partial: true,
        amount,
        payment_reference: 'REF-1',
        location_type: 'in_shop',
        booking_date: '2026-03-02',
        booking_time: '11:30',
      });
      expect(schemaErrors('OrderSubmission', order)).toEqual([]);
      expect(filsSchema.parse(order.amount)).toBe(amount);
      const payment = toPaymentBody({
        order_id: 9,
        payment_method_id: 'visa',
        is_partial: true,
        cash: amount,
      });
      expect(schemaErrors('PaymentRequest', payment)).toEqual([]);
      expect(filsSchema.parse(payment.cash)).toBe(amount);
    },
  );

  test.prop([fils, fils])(
    'send the parts of a split payment in AED that read back to the same fils',
    (amount, change) => {
      const payments = [
        { method: 'visa', vault_id: 4, amount, payment_reference: 'R-1' },
        { method: 'cash', vault_id: 3, amount, cash_tendered: amount + change },
      ] as const;
      const order = toOrderBody({
        car_id: 1,
        user_id: 2,
        purchasables: [
          { purchasable_id: 3, purchasable_type: 'product', quantity: 1, option_ids: null },
        ],
        vault_id: 4,
        payment_method: 'visa',
        payments,
      });
      expect(schemaErrors('OrderSubmission', order)).toEqual([]);
      const payment = toPaymentBody({
        order_id: 9,
        payment_method_id: 'visa',
        is_partial: false,
        cash: amount * 2,
        payments,
      });
      expect(schemaErrors('PaymentRequest', payment)).toEqual([]);
      for (const body of [order.payments, payment.payments]) {
        expect(body?.map((part) => filsSchema.parse(part.amount))).toEqual([amount, amount]);
        expect(filsSchema.parse(body?.[1]?.cash_tendered)).toBe(amount + change);
        expect(body?.[0]).not.toHaveProperty('cash_tendered');
      }
    },
  );

  it('leaves absent optional order fields absent', () => {
    const body = toOrderBody({
      car_id: 1,
      user_id: 2,
      purchasables: [],
      vault_id: 4,
      payment_method: 'cash',
      location_type: 'in_shop',
      booking_date: '2026-03-02',
      booking_time: '11:30',
    });
    expect(Object.keys(body).sort()).toEqual([
      'booking_date',
      'booking_time',
      'car_id',
      'location_type',
      'payment_method',
      'purchasables',
      'user_id',
      'vault_id',
    ]);
  });
});

describe('toInvoiceBody and toInvoiceForm', () => {
  test.prop([fils])('writes unit prices as AED fields that read back to the same fils', (price) => {
    const body = toInvoiceBody({
      supplier_id: 2,
      material_items: [
        {
          material_id: 8,
          price,
          quantity: 1,
          generate_barcode: false,
          include_tax: true,
          barcode: '6291041500213',
        },
      ],
    });
    expect(schemaErrors('CreateInvoiceForm', body)).toEqual([]);
    const form = toInvoiceForm(body);
    expect(filsSchema.parse(form.get('material_items[0][price]'))).toBe(price);
    expect(form.get('material_items[0][barcode]')).toBe('6291041500213');
    expect(form.get('material_items[0][include_tax]')).toBe('1');
    expect(form.has('branch_id')).toBe(false);
  });

  it('names attachments by index and gives a nameless blob a name', () => {
    const form = toInvoiceForm(toInvoiceBody({ supplier_id: 2, material_items: [] }), [
      new Blob(['x']),
      new File(['y'], 'scan.png'),
    ]);
    expect((form.get('attachments[0]') as File).name).toBe('attachment-0');
    expect((form.get('attachments[1]') as File).name).toBe('scan.png');
  });
});
