// Signs in every demo role and reads the ids the office tests act on.
import { DEMO_PASSWORD, DEMO_STAFF } from '../src/seed/seed-demo.js';
import type { TestServer } from './test-server.js';

/** A demo role. */
export type DemoRole = (typeof DEMO_STAFF)[number]['role'];

/** The demo roles, from the owner down. */
export const DEMO_ROLES: readonly DemoRole[] = ['owner', 'manager', 'cashier', 'store-keeper'];

/** An employee as the office lists them. */
export interface StaffRow {
  id: number;
  email: string;
  role: DemoRole;
  branch_id: number | null;
  active: boolean;
}

/** What the office tests need: a token per role and the demo business's ids. */
export interface OfficeWorld {
  tokens: Record<DemoRole, string>;
  /** The second business's owner. */
  stranger: string;
  staff: Record<DemoRole, StaffRow>;
  /** The branch every demo employee works in, and the business's other one. */
  ownBranch: number;
  otherBranch: number;
}

/** Signs in as `email` with the demo password; answers the token. */
export async function signIn(server: TestServer, email: string, password = DEMO_PASSWORD) {
  const answer = await server.call<{ token: string }>('POST', '/api/pos/login', {
    json: { email, password },
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  return answer.body.token;
}

/** Signs every demo role in and reads the demo business's staff and branches as its owner. */
export async function officeWorld(server: TestServer): Promise<OfficeWorld> {
  const tokens = {} as Record<DemoRole, string>;
  for (const staff of DEMO_STAFF) tokens[staff.role] = await signIn(server, staff.email);
  const employees = await server.call<{ data: StaffRow[] }>('GET', '/api/office/employees', {
    token: tokens.owner,
  });
  const staff = {} as Record<DemoRole, StaffRow>;
  for (const demo of DEMO_STAFF) {
    const row = employees.body.data.find((employee) => employee.email === demo.email);
    if (!row) throw new Error(`${demo.email} is not listed`);
    staff[demo.role] = row;
  }
  const branches = await server.call<{ data: { id: number }[] }>('GET', '/api/office/branches', {
    token: tokens.owner,
  });
  const ownBranch = staff.cashier.branch_id ?? 0;
  const otherBranch = branches.body.data.find((branch) => branch.id !== ownBranch)?.id ?? 0;
  return { tokens, stranger: await server.login('second'), staff, ownBranch, otherBranch };
}

/** A valid branch body in Dubai. */
export const dubaiBranch = (en: string) => ({
  name: { en, ar: `فرع ${en}` },
  emirate: 'dubai',
  address: 'Street 1',
  time_zone: 'Asia/Dubai',
  phone: '+971 4 111 2222',
});
