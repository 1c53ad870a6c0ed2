// The body of POST /pos/order, validated with zod.
import { ADDRESS_MAX_LENGTH, MAX_PAYMENT_FILS } from '@lamaa/domain';
import { z } from 'zod';
import {
  choiceField,
  dateField,
  flagField,
  idField,
  moneyField,
  optionalId,
  optionalText,
  timeField,
} from '../http/fields.js';
import { cartFields } from './cart-input.js';
import { splitPartsField } from './split-payment.js';

const point = z.object(
  {
    lat: z.number({ error: 'The latitude must be a number.' }).min(-90).max(90),
    lng: z.number({ error: 'The longitude must be a number.' }).min(-180).max(180),
    details: optionalText('address details', ADDRESS_MAX_LENGTH),
    city_id: optionalId('city'),
  },
  { error: 'The address point must be an object with lat and lng.' },
);

/** The order submission. */
export const orderBody = z.object({
  ...cartFields,
  vault_id: idField('vault'),
  payment_method: choiceField('payment method', [
    'cash',
    'visa',
    'online',
    'bank_account',
    'others',
  ]),
  is_partial: flagField('partial flag').default(false),
  amount: moneyField('amount', MAX_PAYMENT_FILS).optional(),
  payment_reference: optionalText('payment reference', 255),
  location_type: choiceField('location type', ['in_shop', 'remote']),
  address: optionalText('address', ADDRESS_MAX_LENGTH),
  booking_date: dateField('booking date', 'Please select a time slot'),
  booking_time: timeField('booking time', 'Please select a time slot'),
  pickup_address: point.optional(),
  drop_off_address: point.optional(),
  is_full_tax_invoice: z
    .boolean({ error: 'The full tax invoice flag must be true or false.' })
    .default(false),
  payments: splitPartsField(['cash', 'visa', 'online', 'bank_account']),
});

/** A validated order submission. */
export type OrderBody = z.output<typeof orderBody>;
