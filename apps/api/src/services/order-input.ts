// The body of POST /pos/order, validated with zod.
import { ADDRESS_MAX_LENGTH } from '@lamaa/domain';
import { z } from 'zod';
import {
  choiceField,
  flagField,
  idField,
  moneyField,
  optionalId,
  optionalText,
} from '../http/fields.js';
import { cartFields } from './cart-input.js';

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
  amount: moneyField('amount').optional(),
  payment_reference: optionalText('payment reference', 255),
  location_type: choiceField('location type', ['in_shop', 'remote']),
  address: optionalText('address', ADDRESS_MAX_LENGTH),
  booking_date: z
    .string({
      error: (i) =>
        i.input === undefined
          ? 'Please select a time slot'
          : 'The booking date must be a date (YYYY-MM-DD).',
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'The booking date must be a date (YYYY-MM-DD).' }),
  booking_time: z
    .string({
      error: (i) =>
        i.input === undefined
          ? 'Please select a time slot'
          : 'The booking time must be a time (HH:MM).',
    })
    .regex(/^[0-2]\d:[0-5]\d$/, { error: 'The booking time must be a time (HH:MM).' }),
  pickup_address: point.optional(),
  drop_off_address: point.optional(),
});

/** A validated order submission. */
export type OrderBody = z.output<typeof orderBody>;
