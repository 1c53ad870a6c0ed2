// The office's own calls, answered from data kept in memory per test, each answer checked
// against the contract so a fake cannot drift from what apps/api sends.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './fake-api.js';

/** A 200 (or `status`) answer the contract allows for `method path`. */
function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

/** The business as the demo seeds it. */
export function seedBusiness() {
  return {
    id: 1,
    legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات ذ.م.م' },
    address: 'Al Quoz 3, Dubai',
    trn: '100123456700003',
    vat_registered: true,
    prices_include_vat: true,
    logo_url: null as string | null,
  };
}

/** One branch in Dubai. */
export function seedBranches() {
  return [
    {
      id: 1,
      name: { en: 'Al Quoz', ar: 'القوز' },
      emirate: 'dubai',
      city: null,
      address: 'Street 12',
      time_zone: 'Asia/Dubai',
      phone: '+971 4 123 4567',
    },
  ];
}

/** An employee as the fake keeps them. */
interface FakeEmployee {
  id: number;
  name: { en: string; ar: string };
  email: string;
  role: string;
  branch_id: number | null;
  branch: { id: number; name: { en: string; ar: string } } | null;
  active: boolean;
  has_pin?: boolean;
}

/** The owner (the signed-in employee of the tests, id 5) and a cashier. */
export function seedEmployees(): FakeEmployee[] {
  return [
    {
      id: 5,
      name: { en: 'Noor owner', ar: 'نور' },
      email: 'owner@lamaa.test',
      role: 'owner',
      branch_id: null,
      branch: null,
      active: true,
      has_pin: false,
    },
    {
      id: 6,
      name: { en: 'Sami Cashier', ar: 'سامي' },
      email: 'sami@lamaa.test',
      role: 'cashier',
      branch_id: 1,
      branch: { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
      active: true,
    },
  ];
}

/** What became of a link's e-mail, as the server answers it. */
type LinkMail = 'sent' | 'failed' | 'off';

/** A one-time link as the server makes it. */
export function linkFor(id: number, mail: LinkMail = 'off') {
  return {
    token: `link-${id}`,
    path: `/office/set-password#token=link-${id}`,
    expires_at: '2026-11-29T08:00:00.000Z',
    mail,
  };
}

/** Two audit rows: the owner changed the business, then added the cashier. */
export function seedAudit() {
  return [
    {
      id: 2,
      at: '2026-11-25T06:15:00.000Z',
      local_time: '2026-11-25 10:15',
      time_zone: 'Asia/Dubai',
      employee: { id: 5, name: { en: 'Noor owner', ar: 'نور' } },
      branch: { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
      action: 'employee.create',
      subject: { type: 'employee', id: 6 },
      before: null,
      after: { email: 'sami@lamaa.test', role: 'cashier' },
    },
    {
      id: 1,
      at: '2026-11-25T06:00:00.000Z',
      local_time: '2026-11-25 10:00',
      time_zone: 'Asia/Dubai',
      employee: { id: 5, name: { en: 'Noor owner', ar: 'نور' } },
      branch: null,
      action: 'business.update',
      subject: { type: 'business', id: 1 },
      before: { trn: null, vat_registered: false },
      after: { trn: '100123456700003', vat_registered: true },
    },
  ];
}

/** The approval rules of a business that never saved any. */
export function seedApprovalRules() {
  return {
    large_discount: true,
    large_discount_percent: 20,
    large_discount_amount: 100,
    lowered_price: true,
    order_delete: false,
    refund: true,
  };
}

/** What the office fake holds and saw. */
export interface OfficeData {
  approvalRules: ReturnType<typeof seedApprovalRules>;
  shiftSettings: { cash_needs_shift: boolean; variance_threshold: number };
  audit: ReturnType<typeof seedAudit>;
  business: ReturnType<typeof seedBusiness>;
  branches: ReturnType<typeof seedBranches>;
  employees: ReturnType<typeof seedEmployees>;
  /** What the server says of e-mailing the links it makes (no mail server: `off`). */
  linkMail: LinkMail;
  readonly bodies: { method: string; path: string; body: unknown }[];
}

/** Fresh data for one test. */
export function officeData(): OfficeData {
  return {
    approvalRules: seedApprovalRules(),
    shiftSettings: { cash_needs_shift: false, variance_threshold: 2 },
    audit: seedAudit(),
    business: seedBusiness(),
    branches: seedBranches(),
    employees: seedEmployees(),
    linkMail: 'off',
    bodies: [],
  };
}

/** msw handlers of the office paths over `data`. */
export function officeHandlers(data: OfficeData) {
  return [
    http.get(`${API}/office/business`, () =>
      answer('GET', '/office/business', { data: data.business }),
    ),
    http.put(`${API}/office/business`, async ({ request }) => {
      const body = (await request.json()) as Partial<OfficeData['business']>;
      data.bodies.push({ method: 'PUT', path: '/office/business', body });
      data.business = { ...data.business, ...body };
      return answer('PUT', '/office/business', { data: data.business });
    }),
    http.put(`${API}/office/business/logo`, async ({ request }) => {
      const file = (await request.formData()).get('file');
      data.bodies.push({ method: 'PUT', path: '/office/business/logo', body: file });
      data.business = { ...data.business, logo_url: `/api/images/${'b'.repeat(64)}.webp` };
      return answer('PUT', '/office/business/logo', { data: data.business });
    }),
    http.delete(`${API}/office/business/logo`, () => {
      data.bodies.push({ method: 'DELETE', path: '/office/business/logo', body: null });
      data.business = { ...data.business, logo_url: null };
      return answer('DELETE', '/office/business/logo', { data: data.business });
    }),
    http.get(`${API}/office/branches`, () =>
      answer('GET', '/office/branches', { data: data.branches }),
    ),
    http.post(`${API}/office/branches`, async ({ request }) => {
      const body = (await request.json()) as Omit<OfficeData['branches'][number], 'id'>;
      data.bodies.push({ method: 'POST', path: '/office/branches', body });
      const branch = { ...body, id: data.branches.length + 1 };
      data.branches = [...data.branches, branch];
      return answer('POST', '/office/branches', { data: branch }, 201);
    }),
    http.get(`${API}/office/employees`, () =>
      answer('GET', '/office/employees', { data: data.employees }),
    ),
    http.post(`${API}/office/employees`, async ({ request }) => {
      const body = (await request.json()) as {
        name: { en: string; ar: string };
        email: string;
        role: string;
        branch_id: number | null;
      };
      data.bodies.push({ method: 'POST', path: '/office/employees', body });
      const branch = data.branches.find((row) => row.id === body.branch_id);
      const employee = {
        id: 10 + data.employees.length,
        ...body,
        branch: branch ? { id: branch.id, name: branch.name } : null,
        active: true,
      };
      data.employees = [...data.employees, employee];
      return answer(
        'POST',
        '/office/employees',
        { data: employee, password_link: linkFor(employee.id, data.linkMail) },
        201,
      );
    }),
    http.patch(`${API}/office/employees/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { active?: boolean };
      data.bodies.push({
        method: 'PATCH',
        path: `/office/employees/${String(params['id'])}`,
        body,
      });
      data.employees = data.employees.map((row) =>
        row.id === Number(params['id']) ? { ...row, ...body } : row,
      );
      const employee = data.employees.find((row) => row.id === Number(params['id']));
      return answer('PATCH', '/office/employees/{id}', { data: employee ?? null });
    }),
    http.get(`${API}/office/audit`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      data.bodies.push({ method: 'GET', path: '/office/audit', body: query.toString() });
      if (query.get('format') === 'csv') {
        return new HttpResponse('when,who\n2026-11-25 10:15,Noor owner\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="lamaa-audit-2026-11-25.csv"',
          },
        });
      }
      const action = query.get('action');
      const rows = data.audit.filter((row) => action === null || row.action === action);
      return answer('GET', '/office/audit', {
        data: rows,
        current_page: 1,
        per_page: Number(query.get('per_page') ?? 50),
        total: rows.length,
        last_page: 1,
      });
    }),
    http.get(`${API}/pos/approval-rules`, () =>
      answer('GET', '/pos/approval-rules', { data: data.approvalRules }),
    ),
    http.put(`${API}/office/approval-rules`, async ({ request }) => {
      const body = (await request.json()) as OfficeData['approvalRules'];
      data.bodies.push({ method: 'PUT', path: '/office/approval-rules', body });
      data.approvalRules = body;
      return answer('PUT', '/office/approval-rules', { data: body });
    }),
    http.get(`${API}/pos/shift-settings`, () =>
      answer('GET', '/pos/shift-settings', { data: data.shiftSettings }),
    ),
    http.put(`${API}/office/shift-settings`, async ({ request }) => {
      const body = (await request.json()) as OfficeData['shiftSettings'];
      data.bodies.push({ method: 'PUT', path: '/office/shift-settings', body });
      data.shiftSettings = body;
      return answer('PUT', '/office/shift-settings', { data: body });
    }),
    http.put(`${API}/pos/approval-pin`, async ({ request }) => {
      const body = await request.json();
      data.bodies.push({ method: 'PUT', path: '/pos/approval-pin', body });
      // The signed-in owner of the tests is employee 5.
      data.employees = data.employees.map((row) =>
        row.id === 5 ? { ...row, has_pin: true } : row,
      );
      return answer('PUT', '/pos/approval-pin', { data: { has_pin: true } });
    }),
    http.delete(`${API}/office/employees/:id/approval-pin`, ({ params }) => {
      const id = Number(params['id']);
      data.bodies.push({
        method: 'DELETE',
        path: `/office/employees/${id}/approval-pin`,
        body: null,
      });
      data.employees = data.employees.map((row) =>
        row.id === id ? { ...row, has_pin: false } : row,
      );
      return answer('DELETE', '/office/employees/{id}/approval-pin', { data: { has_pin: false } });
    }),
    http.post(`${API}/office/employees/:id/password-link`, ({ params }) =>
      answer(
        'POST',
        '/office/employees/{id}/password-link',
        {
          data: linkFor(Number(params['id']), data.linkMail),
        },
        201,
      ),
    ),
  ];
}
