// Material intake: materials, suppliers, branches and supplier invoices with unique barcodes.
import { randomInt } from 'node:crypto';
import { filsToAed, repeatedBarcode } from '@lamaa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { uniqueViolation } from '../db/unique-violation.js';
import {
  invoiceAttachments,
  materialInvoices,
  materialItems,
  materials,
  suppliers,
} from '../db/schema/materials.js';
import { branches } from '../db/schema/people.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import type { InvoiceForm } from './invoice-form.js';
import { materialRows, supplierRows } from './intake-rows.js';

const supplierView = (row: typeof suppliers.$inferSelect) => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
  description: row.description,
});
const branchView = (row: typeof branches.$inferSelect) => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
});

/** The business's materials. */
export async function listMaterials(db: Db, businessId: number) {
  const rows = await materialRows(db, businessId);
  return rows.map((row) => ({
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    description: { en: row.description_en, ar: row.description_ar },
  }));
}

/** The business's suppliers. */
export async function listSuppliers(db: Db, businessId: number) {
  return (await supplierRows(db, businessId)).map(supplierView);
}

/** The business's branches. */
export async function listBranches(db: Db, businessId: number) {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.business_id, businessId))
    .orderBy(asc(branches.id));
  return rows.map(branchView);
}

/** Adds a supplier (the name serves both languages until translated). */
export async function createSupplier(
  db: Db,
  businessId: number,
  input: { name: string; description?: string | undefined },
) {
  const [row] = await db
    .insert(suppliers)
    .values({
      business_id: businessId,
      name_en: input.name,
      name_ar: input.name,
      description: input.description ?? null,
    })
    .returning();
  if (!row) throw new Error('The supplier row was not written.');
  return supplierView(row);
}

/** A new EAN-13 style barcode in the in-store range (prefix 2) with its check digit. */
export function newBarcode(): string {
  let digits = '2';
  for (let index = 0; index < 11; index += 1) digits += String(randomInt(10));
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return digits + String((10 - (sum % 10)) % 10);
}

async function takenBarcodes(db: Db, businessId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ barcode: materialItems.barcode })
    .from(materialItems)
    .where(and(eq(materialItems.business_id, businessId), inArray(materialItems.barcode, codes)));
  return new Set(rows.map((row) => row.barcode));
}

/** Creates the invoice with its lines and attachments in one transaction. */
export async function createInvoice(database: Database, auth: AuthContext, form: InvoiceForm) {
  try {
    return await writeInvoice(database, auth, form);
  } catch (error) {
    // Two invoices sent together both pass the barcode check; the unique index stops the second.
    const key = uniqueViolation(error, 'material_items_barcode_unique');
    if (key === undefined) throw error;
    throw barcodeExists(key[1] ?? form.material_items.find((item) => item.barcode)?.barcode ?? '');
  }
}

function barcodeExists(barcode: string): ApiError {
  return new ApiError(422, 'intake.barcode-exists', {
    params: { barcode },
    errors: { barcode: [`This barcode already exists: ${barcode}`] },
  });
}

async function writeInvoice(database: Database, auth: AuthContext, form: InvoiceForm) {
  return database.db.transaction(async (tx) => {
    const [supplier] = await tx
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.business_id, auth.businessId), eq(suppliers.id, form.supplier_id)));
    if (!supplier) throw notFound('supplier.not-found');
    let branch: typeof branches.$inferSelect | undefined;
    if (form.branch_id !== undefined) {
      [branch] = await tx
        .select()
        .from(branches)
        .where(and(eq(branches.business_id, auth.businessId), eq(branches.id, form.branch_id)));
      if (!branch) throw notFound('branch.not-found');
    }
    const materialIds = [...new Set(form.material_items.map((item) => item.material_id))];
    const known = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.business_id, auth.businessId), inArray(materials.id, materialIds)));
    const missing = materialIds.find((id) => !known.some((row) => row.id === id));
    if (missing !== undefined) throw notFound('intake.material-not-found', { id: missing });

    const given = form.material_items.flatMap((item) =>
      item.generate_barcode || !item.barcode ? [] : [item.barcode],
    );
    const repeated = repeatedBarcode(given);
    const taken = await takenBarcodes(tx, auth.businessId, given);
    const clash = repeated ?? given.find((code) => taken.has(code));
    if (clash !== undefined) throw barcodeExists(clash);

    const used = new Set(given);
    const lines = [];
    for (const item of form.material_items) {
      if (!item.generate_barcode && item.barcode) {
        lines.push({ ...item, barcode: item.barcode });
        continue;
      }
      let barcode = newBarcode();
      while (used.has(barcode) || (await takenBarcodes(tx, auth.businessId, [barcode])).size > 0)
        barcode = newBarcode();
      used.add(barcode);
      lines.push({ ...item, barcode });
    }
    const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const [invoice] = await tx
      .insert(materialInvoices)
      .values({
        business_id: auth.businessId,
        supplier_id: supplier.id,
        branch_id: branch?.id ?? auth.branchId,
        employee_id: auth.employeeId,
        total_fils: total,
      })
      .returning();
    if (!invoice) throw new Error('The invoice row was not written.');
    const items = await tx
      .insert(materialItems)
      .values(
        lines.map((line) => ({
          business_id: auth.businessId,
          invoice_id: invoice.id,
          material_id: line.material_id,
          quantity: line.quantity,
          price_fils: line.price,
          include_tax: line.include_tax,
          barcode: line.barcode,
        })),
      )
      .returning();
    const files = form.attachments.length
      ? await tx
          .insert(invoiceAttachments)
          .values(
            form.attachments.map((file) => ({
              invoice_id: invoice.id,
              file_name: file.name,
              mime_type: file.type,
              size: file.bytes.length,
              content: file.bytes,
            })),
          )
          .returning({
            id: invoiceAttachments.id,
            name: invoiceAttachments.file_name,
            size: invoiceAttachments.size,
            mime_type: invoiceAttachments.mime_type,
          })
      : [];
    const invoiceBranch =
      branch ??
      (invoice.branch_id !== null
        ? (await tx.select().from(branches).where(eq(branches.id, invoice.branch_id)))[0]
        : undefined);
    return {
      id: invoice.id,
      supplier: supplierView(supplier),
      branch: invoiceBranch ? branchView(invoiceBranch) : null,
      material_items: items.map((item) => ({
        id: item.id,
        material_id: item.material_id,
        quantity: item.quantity,
        price: filsToAed(item.price_fils),
        barcode: item.barcode,
        include_tax: item.include_tax,
      })),
      attachments: files.map((file) => ({
        ...file,
        mime_type: file.mime_type as 'application/pdf',
        url: null,
      })),
      total: filsToAed(total),
      created_at: invoice.created_at.toISOString(),
    };
  });
}
