// The office calls against answers the contract allows, through the real client.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const business = {
  id: 1,
  legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات' },
  address: 'Al Quoz 3, Dubai',
  trn: '100123456700003',
  vat_registered: true,
  prices_include_vat: true,
  logo_url: null,
};
const branch = {
  id: 2,
  name: { en: 'Al Quoz', ar: 'القوز' },
  emirate: 'dubai',
  city: null,
  address: 'Street 18',
  time_zone: 'Asia/Dubai',
  phone: '+971 4 000 0000',
} as const;
const employee = {
  id: 7,
  name: { en: 'Omar', ar: 'عمر' },
  email: 'omar@lamaa.demo',
  role: 'cashier',
  branch_id: 2,
  branch: { id: 2, name: { en: 'Al Quoz', ar: 'القوز' } },
  active: true,
  has_password: false,
};
const link = {
  token: 'tok',
  path: '/office/set-password#token=tok',
  expires_at: '2026-11-29T00:00:00Z',
  mail: 'off' as const,
};
const auditRow = {
  id: 3,
  at: '2026-11-26T06:00:00Z',
  local_time: '2026-11-26 10:00',
  time_zone: 'Asia/Dubai',
  employee: { id: 1, name: { en: 'Owner', ar: 'المالك' } },
  branch: null,
  action: 'business.update',
  subject: { type: 'business', id: 1 },
  before: { trn: null },
  after: { trn: '100123456700003' },
};

/** Checks each answer against the contract, then serves them all. */
describe('office calls', () => {
  it('reads and saves the business', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/business', '/office/business', 200, { data: business }],
      ['PUT', '/office/business', '/office/business', 200, { data: business }],
    ]);
    expect((await api.getOfficeBusiness()).data).toEqual(business);
    const { id: businessId, ...input } = business;
    expect(businessId).toBe(1);
    expect((await api.updateOfficeBusiness(input)).data?.trn).toBe('100123456700003');
    expect(JSON.parse(server.last().text)).toEqual(input);
  });

  it('lists, adds and edits branches', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/branches', '/office/branches', 200, { data: [branch] }],
      ['POST', '/office/branches', '/office/branches', 201, { data: branch }],
      ['PUT', '/office/branches/{id}', '/office/branches/2', 200, { data: branch }],
    ]);
    expect((await api.listOfficeBranches()).data).toEqual([branch]);
    const { id: branchId, ...input } = branch;
    expect(branchId).toBe(2);
    expect((await api.createOfficeBranch(input)).data?.id).toBe(2);
    expect((await api.updateOfficeBranch(2, input)).data?.emirate).toBe('dubai');
    expect(server.last().method).toBe('PUT');
  });

  it('lists, hires and changes staff, and makes a new password link', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/employees', '/office/employees', 200, { data: [employee] }],
      [
        'POST',
        '/office/employees',
        '/office/employees',
        201,
        { data: employee, password_link: link },
      ],
      [
        'PATCH',
        '/office/employees/{id}',
        '/office/employees/7',
        200,
        { data: { ...employee, active: false } },
      ],
      [
        'POST',
        '/office/employees/{id}/password-link',
        '/office/employees/7/password-link',
        201,
        { data: link },
      ],
    ]);
    expect((await api.listOfficeEmployees()).data?.[0]?.role).toBe('cashier');
    const hired = await api.createOfficeEmployee({
      name: { en: 'Omar', ar: 'عمر' },
      email: 'omar@lamaa.demo',
      role: 'cashier',
      branch_id: 2,
    });
    expect(hired.data?.password_link.path).toBe('/office/set-password#token=tok');
    expect((await api.updateOfficeEmployee(7, { active: false })).data?.active).toBe(false);
    expect(JSON.parse(server.last().text)).toEqual({ active: false });
    expect((await api.createPasswordLink(7)).data?.token).toBe('tok');
  });

  it('reads a page of the audit log with its filters in the query', async () => {
    const page = { data: [auditRow], current_page: 1, per_page: 50, total: 1, last_page: 1 };
    const { api, server } = serveContract([['GET', '/office/audit', '/office/audit', 200, page]]);
    const { data } = await api.listAudit({ action: 'business.update', from: '2026-11-01' });
    expect(data?.data[0]?.after).toEqual({ trn: '100123456700003' });
    expect(server.last().url.searchParams.get('action')).toBe('business.update');
    expect(server.last().url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('sets a password from a link token without a session', async () => {
    const { api, server } = serveContract([
      ['POST', '/pos/set-password', '/pos/set-password', 200, { success: true }],
    ]);
    expect(
      (await api.setPassword({ token: 'tok', password: 'a-long-password' })).data?.success,
    ).toBe(true);
    expect(JSON.parse(server.last().text)).toEqual({ token: 'tok', password: 'a-long-password' });
  });
});
