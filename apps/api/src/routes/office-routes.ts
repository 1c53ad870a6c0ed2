// The back office: the business, its branches, its staff and the audit log, each scoped to
// the signed-in employee's business and checked with the domain's `can`; and the public
// set-password call of a staff link.
import {
  ADDRESS_MAX_LENGTH,
  AUDIT_ACTIONS,
  BRANCH_PHONE_MAX_LENGTH,
  BRANCH_TIME_ZONES,
  CITY_MAX_LENGTH,
  DEFAULT_BRANCH_TIME_ZONE,
  EMAIL_MAX_LENGTH,
  EMIRATES,
  localDateTime,
  OFFICE_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROLES,
} from '@lamaa/domain';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import {
  choiceField,
  dateField,
  idField,
  optionalId,
  strictNumber,
  textField,
} from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import {
  type IssuedLink,
  type LinkRecipient,
  mailPasswordLink,
} from '../mail/password-link-mail.js';
import { auditCsv } from '../services/audit-csv.js';
import { allAudit, listAudit } from '../services/audit-log.js';
import { createBranch, listBranches, updateBranch } from '../services/office-branches.js';
import { getBusiness, updateBusiness } from '../services/office-business.js';
import { branchReach, demand } from '../services/office-scope.js';
import {
  changeEmployee,
  hireEmployee,
  listStaff,
  newPasswordLink,
} from '../services/office-staff.js';
import { setPasswordWithLink } from '../services/password-links.js';

const bilingual = (label: string) =>
  z.object(
    {
      en: textField(`${label} in English`, OFFICE_NAME_MAX_LENGTH),
      ar: textField(`${label} in Arabic`, OFFICE_NAME_MAX_LENGTH),
    },
    { error: `The ${label} must be an object with en and ar.` },
  );

const flag = (label: string) =>
  z.boolean({
    error: (i) =>
      i.input === undefined
        ? `The ${label} field is required.`
        : `The ${label} must be true or false.`,
  });

/** Free text that may be empty (an address, a phone), at most `max` characters. */
const plainText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` });

/** A field that may be absent, null or empty (all read as null). */
const nullable = <S extends z.ZodType>(schema: S) =>
  z
    .preprocess((value) => (value === '' ? null : value), schema.nullable().optional())
    .transform((value) => value ?? null);

export const businessBody = z.object({
  legal_name: bilingual('legal name'),
  address: plainText('address', ADDRESS_MAX_LENGTH).default(''),
  // The 15-digit rule is the domain's (businessTaxProblem), answered with its own code.
  trn: nullable(z.string({ error: 'The Tax Registration Number must be text.' }).trim()),
  vat_registered: flag('VAT registration'),
  prices_include_vat: flag('prices include VAT'),
});

export const branchBody = z.object({
  name: bilingual('branch name'),
  emirate: nullable(choiceField('emirate', EMIRATES)),
  city: nullable(plainText('city', CITY_MAX_LENGTH)),
  address: plainText('address', ADDRESS_MAX_LENGTH).default(''),
  time_zone: choiceField('time zone', BRANCH_TIME_ZONES).default(DEFAULT_BRANCH_TIME_ZONE),
  phone: plainText('phone', BRANCH_PHONE_MAX_LENGTH)
    .regex(/^(?:\+?[0-9][0-9 -]*)?$/, {
      error: 'The phone must be digits, with an optional leading + and spaces or dashes.',
    })
    .default(''),
});

const emailField = textField('email', EMAIL_MAX_LENGTH)
  .toLowerCase()
  .pipe(z.email({ error: 'The email must be a valid email address.' }));

export const employeeBody = z.object({
  name: bilingual('name'),
  email: emailField,
  role: choiceField('role', ROLES),
  branch_id: nullable(idField('branch')),
});

export const employeeChangeBody = z.object({
  role: choiceField('role', ROLES).optional(),
  branch_id: z.preprocess(
    (value) => (value === '' ? null : value),
    idField('branch').nullable().optional(),
  ),
  active: flag('active').optional(),
});

export const setPasswordBody = z.object({
  token: textField('token', 200),
  password: z
    .string({
      error: (i) =>
        i.input === undefined ? 'The password field is required.' : 'The password must be text.',
    })
    .min(1, { error: 'The password field is required.' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    }),
});

const pageNumber = (label: string, max: number, fallback: number) =>
  strictNumber(
    z
      .number({ error: `The ${label} must be a number.` })
      .int({ error: `The ${label} must be a whole number.` })
      .min(1, { error: `The ${label} must be at least 1.` })
      .max(max, { error: `The ${label} may not be greater than ${max}.` }),
  ).default(fallback);

export const auditQuery = z
  .object({
    page: pageNumber('page', 1_000_000, 1),
    per_page: pageNumber('per page', 100, 50),
    employee_id: optionalId('employee'),
    action: choiceField('action', AUDIT_ACTIONS).optional(),
    branch_id: optionalId('branch'),
    from: dateField('from date').optional(),
    to: dateField('to date').optional(),
    format: choiceField('format', ['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The from date must not be after the to date.',
    path: ['to'],
  });

/** Also e-mails a set-password link to its employee, when the office has a mail server. */
function mailLink(c: Context<AppEnv>, employee: LinkRecipient, link: IssuedLink) {
  return mailPasswordLink(c.var.mail, employee, link, {
    origin: new URL(c.req.url).origin,
    timeZone: c.var.auth.timeZone,
  });
}

/** The routes of the office tag. */
export function officeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/office/business', requireAuth('office.open'), async (c) =>
    c.json({ data: await getBusiness(c.var.database.db, c.var.auth.businessId) }),
  );
  routes.put('/office/business', requireAuth('business.edit'), async (c) => {
    const body = await readJson(c, businessBody);
    return c.json({ data: await updateBusiness(c.var.database.db, c.var.auth, body) });
  });
  routes.get('/office/branches', requireAuth('office.open'), async (c) =>
    c.json({ data: await listBranches(c.var.database.db, c.var.auth) }),
  );
  routes.post('/office/branches', requireAuth('branch.manage'), async (c) => {
    const body = await readJson(c, branchBody);
    return c.json({ data: await createBranch(c.var.database.db, c.var.auth, body) }, 201);
  });
  routes.put('/office/branches/:id', requireAuth('branch.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'branch id', 'branch.not-found');
    const body = await readJson(c, branchBody);
    return c.json({ data: await updateBranch(c.var.database.db, c.var.auth, id, body) });
  });
  routes.get('/office/employees', requireAuth('staff.manage'), async (c) =>
    c.json({ data: await listStaff(c.var.database.db, c.var.auth) }),
  );
  routes.post('/office/employees', requireAuth('staff.manage'), async (c) => {
    const body = await readJson(c, employeeBody);
    const hired = await hireEmployee(c.var.database.db, c.var.auth, body);
    const mail = await mailLink(c, hired.data, hired.password_link);
    return c.json({ ...hired, password_link: { ...hired.password_link, mail } }, 201);
  });
  routes.patch('/office/employees/:id', requireAuth('staff.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'employee id', 'staff.not-found');
    const body = await readJson(c, employeeChangeBody);
    const { database, auth, sessionCache } = c.var;
    return c.json({ data: await changeEmployee(database.db, auth, id, body, sessionCache) });
  });
  routes.post('/office/employees/:id/password-link', requireAuth('staff.manage'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'employee id', 'staff.not-found');
    const { link, employee } = await newPasswordLink(c.var.database.db, c.var.auth, id);
    return c.json({ data: { ...link, mail: await mailLink(c, employee, link) } }, 201);
  });
  routes.get('/office/audit', requireAuth('audit.read'), async (c) => {
    const query = validate(auditQuery, c.req.query());
    const { auth } = c.var;
    if (query.branch_id !== undefined) demand(auth, 'audit.read', query.branch_id);
    const filter = {
      employeeId: query.employee_id,
      action: query.action,
      // A manager reads their own branch's rows only, whatever they ask for.
      branchId: query.branch_id ?? branchReach(auth),
      from: query.from,
      to: query.to,
    };
    if (query.format === 'csv') {
      const today = localDateTime(new Date(), auth.timeZone).date;
      return c.body(auditCsv(await allAudit(c.var.database.db, auth, filter)), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lamaa-audit-${today}.csv"`,
      });
    }
    return c.json(await listAudit(c.var.database.db, auth, filter, query.page, query.per_page));
  });
  routes.post('/pos/set-password', async (c) => {
    const body = await readJson(c, setPasswordBody);
    await setPasswordWithLink(c.var.database.db, body, c.var.sessionCache);
    return c.json({ success: true, message: 'Your password is set. Sign in with it.' });
  });
  return routes;
}
