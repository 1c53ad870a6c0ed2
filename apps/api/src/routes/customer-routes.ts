// Customers and their vehicles.
import {
  CAR_COLOUR_NAMES,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_VEHICLE_COLOR,
  VEHICLE_YEAR_RANGE,
  VIN_MAX_LENGTH,
} from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { idField, optionalId, optionalText, strictNumber, textField } from '../http/fields.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { createCar } from '../services/car-service.js';
import { createCustomer, searchCustomers } from '../services/customer-service.js';

/** The `q` query of the search endpoints. */
export const searchQuery = z.object({ q: optionalText('search text', 200) });

export const customerBody = z.object({
  name: textField('name'),
  phone: textField('phone', 32),
  phone_country: z
    .string({ error: 'The phone country must be text.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, {
      error: 'The phone country must be a two-letter country code such as AE.',
    })
    .default(DEFAULT_PHONE_COUNTRY),
  company_name: optionalText('company name', 255),
  trn: optionalText('Tax Registration Number', 15),
  address: optionalText('address', 500),
});

export const carBody = z.object({
  user_id: idField('customer (user_id)'),
  city_id: idField('city'),
  car_brand_id: idField('brand'),
  car_model_id: optionalId('model'),
  plate_type_id: idField('plate type'),
  car_type_id: idField('car type'),
  car_group_id: idField('car group'),
  color: z
    .string({ error: 'The color must be text.' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'The color must be a hex colour such as #000000.' })
    .default(DEFAULT_VEHICLE_COLOR),
  color_name: z
    .enum(CAR_COLOUR_NAMES, { error: 'The colour name must be one of the named car colours.' })
    .optional(),
  year: strictNumber(
    z
      .number({
        error: (i) =>
          i.input === undefined ? 'The year field is required.' : 'The year must be a number.',
      })
      .int({ error: 'The year must be a whole number.' })
      .min(VEHICLE_YEAR_RANGE.min, {
        error: `The year must be between ${VEHICLE_YEAR_RANGE.min} and ${VEHICLE_YEAR_RANGE.max}.`,
      })
      .max(VEHICLE_YEAR_RANGE.max, {
        error: `The year must be between ${VEHICLE_YEAR_RANGE.min} and ${VEHICLE_YEAR_RANGE.max}.`,
      }),
  ),
  code: textField('plate code', 10),
  numbers: textField('plate numbers', 10).regex(/^\d{1,5}$/, {
    error: 'The plate numbers must be 1 to 5 digits.',
  }),
  vin_number: optionalText('VIN', VIN_MAX_LENGTH),
});

/** The routes of the customers tag. */
export function customerRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/pos/customers', requireAuth('pos.sell'), async (c) => {
    const { q } = validate(searchQuery, c.req.query(), 400);
    return c.json({ data: await searchCustomers(c.var.database.db, c.var.auth.businessId, q) });
  });
  routes.post('/pos/customers', requireAuth('pos.sell'), async (c) => {
    const body = await readJson(c, customerBody);
    return c.json(
      { data: await createCustomer(c.var.database.db, c.var.auth.businessId, body) },
      201,
    );
  });
  routes.post('/pos/cars', requireAuth('pos.sell'), async (c) => {
    const body = await readJson(c, carBody);
    return c.json({ data: await createCar(c.var.database.db, c.var.auth.businessId, body) }, 201);
  });
  return routes;
}
