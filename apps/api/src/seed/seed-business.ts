// Seeds one business with branches, employees, catalogue, coupons, vaults, customers with
// vehicles, materials and suppliers. Deterministic for a given PRNG seed.
import { aedToFils, type Emirate, type Role, vaultKind, vaultMethods } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  coupons,
  optionPrices,
  packagePrices,
  packages,
  products,
  serviceOptions,
  services,
  vaults,
} from '../db/schema/catalogue.js';
import { plateLetters, plateTypes } from '../db/schema/lookups.js';
import { materials, suppliers } from '../db/schema/materials.js';
import { branches, businesses, cars, customers, employees } from '../db/schema/people.js';
import { hashPassword } from '../services/auth-service.js';
import {
  MATERIALS,
  PACKAGES,
  PRODUCTS,
  SERVICES,
  SUPPLIERS,
  groupPrice,
} from './demo-catalogue.js';
import { COLOURS, FIRST_NAMES, LAST_NAMES, plateNumbers, uaeMobile } from './people-data.js';
import { createPrng } from './prng.js';
import { BRANDS } from './reference-data.js';

/** What to seed for one business. */
export interface BusinessSeed {
  name: string;
  seed: number;
  branches: readonly (readonly [string, string])[];
  /** The emirate every branch of the business is in. */
  emirate: Emirate;
  employees: readonly {
    email: string;
    name: readonly [string, string];
    branch: number;
    role: Role;
  }[];
  password: string;
  customers: number;
  /** How much of the catalogue lists to take (1 = all). */
  share: number;
}

/** The ids a later step (orders) needs. */
export interface SeededBusiness {
  businessId: number;
  branchIds: number[];
  employeeIds: number[];
  customerIds: number[];
}

const fils = (aed: number) => {
  const result = aedToFils(aed);
  if (!result.ok) throw new Error(`Bad seed price ${aed}`);
  return result.value;
};

const take = <T>(list: readonly T[], share: number) =>
  list.slice(0, Math.max(1, Math.round(list.length * share)));

async function seedCatalogue(
  db: Db,
  businessId: number,
  branchId: number,
  share: number,
  prng: ReturnType<typeof createPrng>,
) {
  for (const service of take(SERVICES, share)) {
    const [row] = await db
      .insert(services)
      .values({
        business_id: businessId,
        name_en: service.name[0],
        name_ar: service.name[1],
        icon_url: null,
        included: service.included.map(([en, ar]) => ({ en, ar })),
        is_add_ons: service.addOns ?? false,
      })
      .returning({ id: services.id });
    if (!row) continue;
    for (const option of service.options) {
      const [optionRow] = await db
        .insert(serviceOptions)
        .values({
          service_id: row.id,
          business_id: businessId,
          name_en: option.name[0],
          name_ar: option.name[1],
          is_exclusive: option.exclusive ?? false,
        })
        .returning({ id: serviceOptions.id });
      if (!optionRow) continue;
      const groups = [1, 2, 3].filter((group) => !(option.missing ?? []).includes(group));
      await db.insert(optionPrices).values(
        groups.map((group) => ({
          option_id: optionRow.id,
          car_group_id: group,
          price_fils: fils(groupPrice(option.base, group)),
        })),
      );
    }
  }
  for (const pack of take(PACKAGES, share)) {
    const [row] = await db
      .insert(packages)
      .values({
        business_id: businessId,
        name_en: pack.name[0],
        name_ar: pack.name[1],
        image_url: null,
        is_active: pack.active ?? true,
      })
      .returning({ id: packages.id });
    if (row)
      await db.insert(packagePrices).values(
        [1, 2, 3].map((group) => ({
          package_id: row.id,
          car_group_id: group,
          price_fils: fils(groupPrice(pack.base, group)),
        })),
      );
  }
  await db.insert(products).values(
    take(PRODUCTS, share).map((product, index) => ({
      business_id: businessId,
      name_en: product.name[0],
      name_ar: product.name[1],
      // The demo ships no photos: cards show their initial instead of a broken image.
      image_url: null,
      price_fils: fils(product.price),
      before_discount_fils:
        index % 3 === 0 ? fils(Math.round(product.price * (1.15 + prng.int(0, 3) * 0.1))) : null,
    })),
  );
  await db.insert(coupons).values([
    {
      business_id: businessId,
      code: 'WELCOME10',
      type: 'Percentage',
      value: 1000,
      minimum_total_fils: fils(100),
    },
    {
      business_id: businessId,
      code: 'EID20',
      type: 'Percentage',
      value: 2000,
      minimum_total_fils: 0,
    },
    {
      business_id: businessId,
      code: 'SAVE50',
      type: 'Fixed',
      value: fils(50),
      minimum_total_fils: fils(300),
    },
    {
      business_id: businessId,
      code: 'FLAT25',
      type: 'Fixed',
      value: fils(25),
      minimum_total_fils: fils(150),
    },
  ]);
  const vault = (
    title: readonly [string, string],
    methods: readonly string[],
    provider: string | null,
    balance: number,
  ) => ({
    business_id: businessId,
    branch_id: branchId,
    vaultable_type: 'branch',
    vaultable_id: branchId,
    vault_provider: provider,
    title: title[0],
    title_ar: title[1],
    type: vaultKind(methods) ?? 'cash',
    methods: vaultMethods(methods),
    balance_fils: fils(balance),
  });
  await db
    .insert(vaults)
    .values([
      vault(['Cash Drawer', 'درج النقد'], ['cash'], null, 1250),
      vault(['Visa Terminal', 'جهاز الفيزا'], ['visa'], 'Network International', 0),
      vault(['Online Payments', 'المدفوعات الإلكترونية'], ['online'], 'Telr', 0),
      vault(
        ['Emirates NBD Account', 'حساب الإمارات دبي الوطني'],
        ['bank_account'],
        'Emirates NBD',
        48_000,
      ),
      vault(['Pety Cash', 'النثرية'], ['cash'], null, 300),
    ]);
  await db.insert(materials).values(
    take(MATERIALS, share).map((material) => ({
      business_id: businessId,
      name_en: material.name[0],
      name_ar: material.name[1],
      description_en: material.description[0],
      description_ar: material.description[1],
    })),
  );
  await db.insert(suppliers).values(
    take(SUPPLIERS, share).map((supplier) => ({
      business_id: businessId,
      name_en: supplier.name[0],
      name_ar: supplier.name[1],
      description: supplier.description,
    })),
  );
}

async function seedCustomers(
  db: Db,
  businessId: number,
  count: number,
  prng: ReturnType<typeof createPrng>,
): Promise<number[]> {
  const plates = await db
    .select({ plateType: plateTypes, city: plateTypes.city_id })
    .from(plateTypes)
    .where(eq(plateTypes.name_en, 'Private'));
  const uaePlates = plates.filter((plate) => plate.city <= 3);
  const brandIds = BRANDS.map((_, index) => index + 1);
  const used = new Set<string>();
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const phone = uaeMobile(prng, used);
    const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${prng.pick(LAST_NAMES)}`;
    const [row] = await db
      .insert(customers)
      .values({
        business_id: businessId,
        name,
        email: index % 4 === 0 ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.ae` : null,
        phone,
        phone_country: 'AE',
        phone_e164: phone,
        phone_national: `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`,
        city_id: 1,
      })
      .returning({ id: customers.id });
    if (!row) continue;
    ids.push(row.id);
    const vehicles = prng.chance(0.3) ? 2 : 1;
    for (let car = 0; car < vehicles; car += 1) {
      const plate = prng.pick(uaePlates);
      const letters = await db
        .select({ code: plateLetters.name_en })
        .from(plateLetters)
        .where(
          and(
            eq(plateLetters.city_id, plate.city),
            eq(plateLetters.plate_type_id, plate.plateType.id),
          ),
        );
      const [colour, colourName] = prng.pick(COLOURS);
      await db.insert(cars).values({
        business_id: businessId,
        user_id: row.id,
        city_id: plate.city,
        car_brand_id: prng.pick(brandIds),
        car_model_id: null,
        car_type_id: prng.int(1, 6),
        plate_type_id: plate.plateType.id,
        car_group_id: prng.int(1, 3),
        color: colour,
        color_name: colourName,
        year: prng.int(2012, 2026),
        code: prng.pick(letters).code,
        numbers: plateNumbers(prng),
      });
    }
  }
  return ids;
}

/** Seeds one business and answers the ids the order seed needs. */
export async function seedBusiness(db: Db, spec: BusinessSeed): Promise<SeededBusiness> {
  const prng = createPrng(spec.seed);
  const [business] = await db
    .insert(businesses)
    .values({
      name: spec.name,
      legal_name_en: spec.name,
      service_basis_points: 500,
      shipping_fils: fils(25),
      min_order_basis_points: 2000,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error('The business row was not written.');
  const branchRows = await db
    .insert(branches)
    .values(
      spec.branches.map(([en, ar]) => ({
        business_id: business.id,
        name_en: en,
        name_ar: ar,
        emirate: spec.emirate,
      })),
    )
    .returning({ id: branches.id });
  const passwordHash = await hashPassword(spec.password);
  const employeeRows = await db
    .insert(employees)
    .values(
      spec.employees.map((employee) => ({
        business_id: business.id,
        branch_id: branchRows[employee.branch]?.id ?? null,
        name_en: employee.name[0],
        name_ar: employee.name[1],
        email: employee.email,
        password_hash: passwordHash,
        role: employee.role,
      })),
    )
    .returning({ id: employees.id });
  const firstBranch = branchRows[0];
  if (!firstBranch) throw new Error('A business is seeded with at least one branch.');
  await seedCatalogue(db, business.id, firstBranch.id, spec.share, prng);
  const customerIds = await seedCustomers(db, business.id, spec.customers, prng);
  return {
    businessId: business.id,
    branchIds: branchRows.map((row) => row.id),
    employeeIds: employeeRows.map((row) => row.id),
    customerIds,
  };
}
