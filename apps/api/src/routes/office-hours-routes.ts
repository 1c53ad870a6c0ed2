// The office's opening hours: a branch's schedule per location type (owner, or the branch's
// manager: `opening-hours.manage`).
import {
  LOCATION_TYPES,
  type LocationType,
  SCHEDULE_DATES_MAX,
  SLOT_CAPACITY_MAX,
  SLOT_MINUTES,
} from '@lamaa/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { choiceField, dateField, idField, strictNumber } from '../http/fields.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { getOpeningHours, saveOpeningHours } from '../services/office-opening-hours.js';

const types = LOCATION_TYPES as [LocationType, ...LocationType[]];

/** HH:MM; whether it is a time of day (and before closing) is the domain's rule. */
const time = (label: string) =>
  z.string({ error: `The ${label} must be a time (HH:MM).` }).max(5, {
    error: `The ${label} must be a time (HH:MM).`,
  });

const hours = z.object({ from: time('opening time'), to: time('closing time') });

const wholeNumber = (label: string, max: number) =>
  strictNumber(
    z
      .number({ error: `The ${label} must be a number.` })
      .int({ error: `The ${label} must be a whole number.` })
      .min(0, { error: `The ${label} must be 0 or more.` })
      .max(max, { error: `The ${label} may not be greater than ${max}.` }),
  );

/** PUT /office/opening-hours. */
export const openingHoursBody = z.object({
  branch_id: idField('branch'),
  type: choiceField('type', types),
  weekly: z
    .array(hours.nullable(), { error: 'The weekly hours must be a list of 7 days.' })
    .min(7, { error: 'The weekly hours must be a list of 7 days.' })
    .max(7, { error: 'The weekly hours must be a list of 7 days.' }),
  slot_minutes: wholeNumber('slot length', SLOT_MINUTES.max),
  capacity: wholeNumber('capacity', SLOT_CAPACITY_MAX),
  closed_dates: z
    .array(dateField('closed date'))
    .max(SCHEDULE_DATES_MAX, { error: `At most ${SCHEDULE_DATES_MAX} closed dates.` }),
  special_hours: z
    .array(
      z.object({ date: dateField('date'), from: time('opening time'), to: time('closing time') }),
    )
    .max(SCHEDULE_DATES_MAX, { error: `At most ${SCHEDULE_DATES_MAX} special dates.` }),
});

const openingHoursQuery = z.object({
  branch_id: idField('branch'),
  type: choiceField('type', types),
});

/** The routes of the office's opening hours. */
export function officeHoursRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/opening-hours', requireAuth('opening-hours.manage'), async (c) => {
    const query = validate(openingHoursQuery, c.req.query());
    const { db } = c.var.database;
    return c.json({
      data: await getOpeningHours(db, c.var.auth, query.branch_id, query.type, new Date()),
    });
  });
  routes.put('/office/opening-hours', requireAuth('opening-hours.manage'), async (c) => {
    const body = await readJson(c, openingHoursBody);
    const { db } = c.var.database;
    return c.json({ data: await saveOpeningHours(db, c.var.auth, body, new Date()) });
  });
  return routes;
}
