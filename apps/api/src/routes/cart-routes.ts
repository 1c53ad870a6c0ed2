// Cart pricing, availability and place search.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { choiceField, optionalText, strictNumber } from '../http/fields.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { cartBody } from '../services/cart-input.js';
import { priceServerCart } from '../services/cart-service.js';
import { redeemContextOf } from '../services/plan-redemption.js';
import { searchPlaces } from '../services/place-service.js';
import { availability, slotBranch } from '../services/slot-service.js';

const coordinate = (label: string, limit: number) =>
  strictNumber(
    z
      .number({
        error: (i) =>
          i.input === undefined
            ? `The ${label} field is required.`
            : `The ${label} must be a number.`,
      })
      .min(-limit, { error: `The ${label} must be between -${limit} and ${limit}.` })
      .max(limit, { error: `The ${label} must be between -${limit} and ${limit}.` }),
  );

const placesQuery = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  query: optionalText('query', 200),
});
const availabilityQuery = z.object({ type: choiceField('type', ['in_shop', 'remote']) });

/** The routes of the cart tag. */
export function cartRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/pos/cart', requireAuth('pos.sell'), async (c) => {
    const body = await readJson(c, cartBody);
    const cart = await priceServerCart(
      c.var.database.db,
      c.var.auth.businessId,
      body,
      redeemContextOf(c.var.auth, new Date(), false),
    );
    return c.json(cart.answer);
  });
  routes.get('/pos/availability', requireAuth('pos.sell'), async (c) => {
    const { type } = validate(availabilityQuery, c.req.query());
    const { db } = c.var.database;
    const branch = await slotBranch(db, c.var.auth);
    return c.json({ data: branch ? await availability(db, branch, type, new Date()) : [] });
  });
  routes.get('/utils/places', requireAuth('pos.sell'), async (c) => {
    const query = validate(placesQuery, c.req.query());
    return c.json({ data: await searchPlaces(c.var.database.db, query, query.query) });
  });
  return routes;
}
