// The employee profile as the contract returns it (login answer and POST /pos/user).
import { DEFAULT_BRANCH_TIME_ZONE, type Role } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { branches, businesses, employees } from '../db/schema/people.js';
import { notFound } from '../http/api-error.js';

/**
 * The profile of an employee: bilingual name, email, business, branch and role, with what the
 * counter prints and dates by: the branch's time zone (the session's, so the server and the
 * apps read the same days) and the business's name and logo.
 */
export interface Profile {
  id: number;
  name: { en: string; ar: string };
  email: string;
  business_id: number;
  branch_id: number | null;
  branch: { id: number; name: { en: string; ar: string } } | null;
  role: Role;
  time_zone: string;
  business_name: string;
  logo_url: string | null;
}

/** Loads an employee's profile; 404 when the employee is gone. */
export async function loadProfile(db: Db, employeeId: number): Promise<Profile> {
  const [row] = await db
    .select({ employee: employees, branch: branches, business: businesses })
    .from(employees)
    .innerJoin(businesses, eq(businesses.id, employees.business_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(eq(employees.id, employeeId));
  if (!row) throw notFound('employee.not-found');
  const { employee, branch, business } = row;
  return {
    id: employee.id,
    name: { en: employee.name_en, ar: employee.name_ar },
    email: employee.email,
    business_id: employee.business_id,
    branch_id: employee.branch_id,
    branch: branch ? { id: branch.id, name: { en: branch.name_en, ar: branch.name_ar } } : null,
    role: employee.role,
    time_zone: branch?.time_zone ?? DEFAULT_BRANCH_TIME_ZONE,
    business_name: business.name,
    logo_url: business.logo_url,
  };
}
