// Creates an employee who can sign in, on the configured database (DATABASE_URL, else the
// embedded data folder). The password comes from LAMAA_EMPLOYEE_PASSWORD or standard input,
// never from the command line. Creates the business and branch when they do not exist.
//
//   printf '%s\n' "$PASSWORD" | pnpm --filter @lamaa/api create-employee -- \
//     --email owner@example.ae --name "Aisha Owner" --business "Shine Car Care" --branch "Al Quoz"
//
// The first employee is the owner (the default role); `--role` hires any other.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROLES } from '@lamaa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { readConfig } from '../src/config.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrateDatabase } from '../src/db/migrate-database.js';
import { branches, businesses, employees } from '../src/db/schema/people.js';
import { seedReference } from '../src/seed/seed-reference.js';
import { hashPassword } from '../src/services/auth-service.js';

const MIN_PASSWORD = 10;

async function readPassword(): Promise<string> {
  const fromEnv = process.env.LAMAA_EMPLOYEE_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (input is visible; prefer piping it): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'name-ar': { type: 'string' },
    business: { type: 'string' },
    branch: { type: 'string' },
    role: { type: 'string', default: 'owner' },
  },
});
const role = ROLES.find((known) => known === values.role);
if (!values.email || !values.name || !role) {
  console.error(
    `Usage: create-employee --email <email> --name <name> [--name-ar <name>] [--business <name>] [--branch <name>] [--role ${ROLES.join('|')}] (default owner)`,
  );
  process.exit(2);
}
const password = await readPassword();
if (password.length < MIN_PASSWORD) {
  console.error(
    `The password must be at least ${MIN_PASSWORD} characters (LAMAA_EMPLOYEE_PASSWORD or standard input).`,
  );
  process.exit(2);
}

const config = readConfig();
let database: Database;
try {
  // Takes the data folder's lock like the server does: never two engines on one folder.
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await migrateDatabase(database);
  await seedReference(database.db);
  const db = database.db;
  const all = await db.select().from(businesses);
  let business = values.business
    ? all.find((row) => row.name === values.business)
    : all.length === 1
      ? all[0]
      : undefined;
  if (!business) {
    if (!values.business)
      throw new Error(`There are ${all.length} businesses; name one with --business.`);
    [business] = await db
      .insert(businesses)
      .values({ name: values.business, service_basis_points: 500 })
      .returning();
  }
  if (!business) throw new Error('The business could not be created.');
  let branchId: number | null = null;
  if (values.branch) {
    const [found] = await db
      .select()
      .from(branches)
      .where(and(eq(branches.business_id, business.id), eq(branches.name_en, values.branch)));
    const branch =
      found ??
      (
        await db
          .insert(branches)
          .values({ business_id: business.id, name_en: values.branch, name_ar: values.branch })
          .returning()
      )[0];
    branchId = branch?.id ?? null;
  }
  const [taken] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, values.email.toLowerCase()));
  if (taken) throw new Error(`An employee with the email ${values.email} already exists.`);
  const [employee] = await db
    .insert(employees)
    .values({
      business_id: business.id,
      branch_id: branchId,
      email: values.email,
      name_en: values.name,
      name_ar: values['name-ar'] ?? '',
      password_hash: await hashPassword(password),
      role,
    })
    .returning({ id: employees.id });
  console.log(
    `Created ${role} #${employee?.id} ${values.email} in business #${business.id} (${business.name}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
