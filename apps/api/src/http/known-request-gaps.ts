// The differences the request check still finds between the server's validators and the
// contract: fields required on one side only, the server also taking null for absent and
// flags as forms spell them, an order's empty line list, and what the check cannot see
// inside a transform (`moneyField`'s minimum and maximum, which test/money-limits.test.ts
// checks against the server instead; `optionalId` reading null as absent) nor the
// invoice's files (read apart from its fields). Each is to be fixed in the contract or the
// server and removed here then: the check fails on any difference not listed, and on a
// listed one that is gone.

/** The fields the cart call and the order share (`cartFields`). */
const cartFieldGaps = [
  '$.purchasables[].add_ons_price: min none where the contract says 0',
  '$.purchasables[].add_ons_price: max none where the contract says 1000000',
  '$.coupon_code: the schema takes null, which the contract does not',
];

/** `is_partial`: a boolean in the contract, also 0/1 and text to the server. */
const partialFlagGaps = [
  '$.is_partial: the schema takes 0, which the contract does not',
  '$.is_partial: the schema takes 1, which the contract does not',
  '$.is_partial: the schema takes "0", which the contract does not',
  '$.is_partial: the schema takes "1", which the contract does not',
  '$.is_partial: the schema takes "true", which the contract does not',
  '$.is_partial: the schema takes "false", which the contract does not',
];

const splitPartGaps = [
  '$.payments[].amount: min none where the contract says 0',
  '$.payments[].amount: max none where the contract says 100000000',
  '$.payments[].cash_tendered: min none where the contract says 0',
  '$.payments[].cash_tendered: max none where the contract says 100000000',
  '$.payments[].payment_reference: the schema takes null, which the contract does not',
];

/** Known differences by operation id. */
export const knownRequestGaps: Readonly<Record<string, readonly string[]>> = {
  createCustomer: ['$.phone_country: optional in the schema, required in the contract'],
  createCar: [
    '$.car_model_id: min 1 where the contract says none',
    '$.car_model_id: max 2147483647 where the contract says none',
    '$.car_model_id: the schema refuses null, which the contract allows',
    '$.color: optional in the schema, required in the contract',
  ],
  syncCart: [...cartFieldGaps],
  updateApprovalRules: [
    '$.large_discount_amount: min none where the contract says 0.01',
    '$.large_discount_amount: max none where the contract says 100000000',
  ],
  grantApproval: cartFieldGaps.map((gap) => gap.replace('$.', '$.cart.')),
  submitOrder: [
    '$.purchasables: min none where the contract says 1',
    ...cartFieldGaps,
    '$.vault_id: required by the schema, optional in the contract',
    '$.payment_method: required by the schema, optional in the contract',
    ...partialFlagGaps,
    '$.amount: min none where the contract says 0',
    '$.amount: max none where the contract says 100000000',
    '$.payment_reference: the schema takes null, which the contract does not',
    '$.location_type: required by the schema, optional in the contract',
    '$.address: the schema takes null, which the contract does not',
    '$.booking_date: required by the schema, optional in the contract',
    '$.booking_time: required by the schema, optional in the contract',
    '$.pickup_address.details: the schema takes null, which the contract does not',
    '$.drop_off_address.details: the schema takes null, which the contract does not',
    ...splitPartGaps,
  ],
  payOrder: [
    ...partialFlagGaps,
    '$.payment_reference: the schema takes null, which the contract does not',
    '$.cash: min none where the contract says 0',
    '$.cash: max none where the contract says 100000000',
    ...splitPartGaps,
  ],
  createSupplier: ['$.description: the schema takes null, which the contract does not'],
  createInvoice: [
    '$.material_items[].price: min none where the contract says 0',
    '$.material_items[].price: max none where the contract says 1000000',
    '$.material_items[].generate_barcode: optional in the schema, required in the contract',
    '$.material_items[].include_tax: optional in the schema, required in the contract',
    '$.attachments: in the contract, not in the schema',
  ],
};
