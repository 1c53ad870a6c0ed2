import { describe, expect, it } from 'vitest';
import {
  isSheetKind,
  SHEET_COLUMNS,
  SHEET_MAX_ROWS,
  sheetAmount,
  sheetText,
} from './catalogue-sheet.js';
import { readCatalogueSheet, sheetReferenceProblems } from './catalogue-sheet-read.js';
import { catalogueSheetRecords, isSameSheetEntry } from './catalogue-sheet-write.js';
import type { SheetEntry, SheetEntryOf } from './catalogue-sheet.js';

const productHeader = [...SHEET_COLUMNS.products];
const productDefaults: Record<string, string> = {
  id: '',
  name_en: 'Wax',
  name_ar: 'شمع',
  price: '12.50',
  before_discount_price: '',
  archived: 'no',
};
const product = (cells: Record<string, string>) =>
  productHeader.map((column) => cells[column] ?? productDefaults[column] ?? '');

describe('sheetAmount', () => {
  it('writes fils as AED with two decimals', () => {
    expect(sheetAmount(1250)).toBe('12.50');
    expect(sheetAmount(5)).toBe('0.05');
    expect(sheetAmount(100000000)).toBe('1000000.00');
  });
});

describe('sheetText', () => {
  it('takes off the quote mark that keeps a formula from running, and spaces', () => {
    expect(sheetText("'=Gold ")).toBe('=Gold');
    expect(sheetText("'Gold")).toBe("'Gold");
  });
});

describe('readCatalogueSheet', () => {
  it('reads products into fils with their rows', () => {
    const reading = readCatalogueSheet('products', [
      productHeader,
      product({ id: '7', before_discount_price: '15' }),
      product({ name_en: 'Polish', price: '3.5' }),
    ]);
    expect(reading.problems).toEqual([]);
    expect(reading.rows).toEqual([
      {
        line: 2,
        entry: {
          kind: 'products',
          id: 7,
          name: { en: 'Wax', ar: 'شمع' },
          price_fils: 1250,
          before_discount_fils: 1500,
          is_archived: false,
        },
      },
      expect.objectContaining({ line: 3 }),
    ]);
    expect(reading.rows[1]?.entry).toMatchObject({ price_fils: 350 });
  });

  it('names each bad row by its spreadsheet row and column, with the catalogue codes', () => {
    const reading = readCatalogueSheet('products', [
      productHeader,
      product({}),
      product({ price: '12,5' }),
      ['', '', '', '', '', ''],
      product({ name_ar: ' ', before_discount_price: '1' }),
      product({ archived: 'maybe', price: '' }),
    ]);
    expect(reading.rows.map((row) => row.line)).toEqual([2]);
    expect(reading.problems).toEqual([
      { line: 3, column: 'price', code: 'import.amount-invalid' },
      { line: 5, column: 'name_ar', code: 'catalogue.text-required' },
      { line: 5, column: 'before_discount_price', code: 'catalogue.before-discount-low' },
      { line: 6, column: 'price', code: 'import.amount-required' },
      { line: 6, column: 'archived', code: 'import.yes-no-invalid' },
    ]);
  });

  it('refuses a header without a column of the kind, or with one it does not know', () => {
    const reading = readCatalogueSheet('products', [
      ['id', 'name_en', 'name_ar', 'price', 'archived', 'colour'],
      product({}),
    ]);
    expect(reading.rows).toEqual([]);
    expect(reading.problems).toEqual([
      { line: 1, column: 'colour', code: 'import.column-unknown' },
      { line: 1, column: 'before_discount_price', code: 'import.column-missing' },
    ]);
  });

  it('refuses an empty file and one past the row cap', () => {
    expect(readCatalogueSheet('products', []).problems[0]?.code).toBe('import.file-empty');
    const many = Array.from({ length: SHEET_MAX_ROWS + 1 }, () => product({}));
    expect(readCatalogueSheet('products', [productHeader, ...many]).problems).toEqual([
      {
        line: SHEET_MAX_ROWS + 2,
        column: '',
        code: 'import.too-many-rows',
        params: { max: SHEET_MAX_ROWS },
      },
    ]);
    expect(readCatalogueSheet('products', [productHeader, ...many.slice(1)]).rows).toHaveLength(
      SHEET_MAX_ROWS,
    );
  });

  it('refuses an id named twice, naming the first row', () => {
    const reading = readCatalogueSheet('products', [
      productHeader,
      product({ id: '4' }),
      product({ id: '4' }),
      product({ id: '-4' }),
    ]);
    expect(reading.problems).toEqual([
      { line: 3, column: 'id', code: 'import.id-repeated', params: { line: 2 } },
      { line: 4, column: 'id', code: 'import.id-invalid' },
    ]);
  });

  it('reads a service whose included list spans lines inside its cells', () => {
    const header = [...SHEET_COLUMNS.services];
    const reading = readCatalogueSheet('services', [
      header,
      ['', 'Wash', 'غسيل', 'Foam\nDry', 'رغوة\nتجفيف', 'no', '3', 'no'],
      ['', 'Wax', 'شمع', 'Foam\nDry', 'رغوة', 'yes', '10000', 'no'],
    ]);
    expect(reading.rows[0]?.entry).toMatchObject({
      included: [
        { en: 'Foam', ar: 'رغوة' },
        { en: 'Dry', ar: 'تجفيف' },
      ],
      display_order: 3,
    });
    expect(reading.problems).toEqual([
      {
        line: 3,
        column: 'included_ar',
        code: 'import.included-mismatch',
        params: { en: 2, ar: 1 },
      },
      { line: 3, column: 'display_order', code: 'catalogue.display-order-invalid' },
    ]);
  });

  it('reads options with a price per car group and needs their service', () => {
    const header = SHEET_COLUMNS.options.filter((column) => column !== 'service_en');
    const reading = readCatalogueSheet('options', [
      header,
      ['', '2', 'Small', 'صغير', 'yes', '0', 'no', '10', '', '30.25'],
      ['', '', 'Small', 'صغير', 'no', '0', 'no', 'ten', '', ''],
    ]);
    expect(reading.rows[0]?.entry).toMatchObject({
      service_id: 2,
      is_exclusive: true,
      prices: [
        { car_group_id: 1, price_fils: 1000 },
        { car_group_id: 2, price_fils: 0 },
        { car_group_id: 3, price_fils: 3025 },
      ],
    });
    expect(reading.problems).toEqual([
      { line: 3, column: 'service_id', code: 'import.service-unknown' },
      { line: 3, column: 'price_small', code: 'import.amount-invalid' },
    ]);
  });
});

describe('sheetReferenceProblems', () => {
  it('names ids and services the business does not have', () => {
    const entry: SheetEntry = {
      kind: 'options',
      id: 9,
      service_id: 5,
      name: { en: 'A', ar: 'أ' },
      is_exclusive: false,
      display_order: 0,
      is_archived: false,
      prices: [],
    };
    expect(
      sheetReferenceProblems([{ line: 4, entry }], { ids: new Set([1]), serviceIds: new Set([2]) }),
    ).toEqual([
      { line: 4, column: 'id', code: 'import.id-unknown', params: { id: 9 } },
      { line: 4, column: 'service_id', code: 'import.service-unknown', params: { id: 5 } },
    ]);
    expect(
      sheetReferenceProblems([{ line: 4, entry }], { ids: new Set([9]), serviceIds: new Set([5]) }),
    ).toEqual([]);
  });
});

describe('catalogueSheetRecords', () => {
  const packages: SheetEntryOf<'packages'>[] = [
    {
      kind: 'packages',
      id: 3,
      name: { en: '=Gold, large', ar: 'ذهبي' },
      is_active: false,
      prices: [
        { car_group_id: 1, price_fils: 10000 },
        { car_group_id: 3, price_fils: 15050 },
      ],
    },
  ];

  it('writes a header and one record per entry, No Price as an empty cell', () => {
    expect(catalogueSheetRecords('packages', packages)).toEqual([
      ['id', 'name_en', 'name_ar', 'active', 'price_small', 'price_medium', 'price_large'],
      ['3', '=Gold, large', 'ذهبي', 'no', '100.00', '', '150.50'],
    ]);
  });

  it('reads back as the same entries', () => {
    const reading = readCatalogueSheet('packages', catalogueSheetRecords('packages', packages));
    expect(reading.problems).toEqual([]);
    const [read] = reading.rows;
    expect(read && packages[0] && isSameSheetEntry(read.entry, packages[0])).toBe(true);
    const changed = { ...packages[0], is_active: true } as SheetEntry;
    expect(read && isSameSheetEntry(read.entry, changed)).toBe(false);
  });

  it('names an option service for the reader', () => {
    const option: SheetEntryOf<'options'> = {
      kind: 'options',
      id: null,
      service_id: 2,
      name: { en: 'Small', ar: 'صغير' },
      is_exclusive: false,
      display_order: 1,
      is_archived: true,
      prices: [{ car_group_id: 2, price_fils: 500 }],
    };
    expect(catalogueSheetRecords('options', [option], new Map([[2, 'Wash']]))[1]).toEqual([
      '',
      '2',
      'Wash',
      'Small',
      'صغير',
      'no',
      '1',
      'yes',
      '',
      '5.00',
      '',
    ]);
  });
});

describe('isSheetKind', () => {
  it('knows the four kinds of file only', () => {
    expect(['services', 'options', 'packages', 'products', 'coupons'].map(isSheetKind)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('a round trip of every kind', () => {
  const entries: SheetEntry[] = [
    {
      kind: 'services',
      id: 4,
      name: { en: 'Wash', ar: 'غسيل' },
      included: [
        { en: 'Foam', ar: 'رغوة' },
        { en: 'Dry', ar: 'تجفيف' },
      ],
      is_add_ons: true,
      display_order: 2,
      is_archived: false,
    },
    {
      kind: 'products',
      id: 5,
      name: { en: 'Wax', ar: 'شمع' },
      price_fils: 1250,
      before_discount_fils: 1500,
      is_archived: true,
    },
    {
      kind: 'products',
      id: 6,
      name: { en: 'Polish', ar: 'ملمع' },
      price_fils: 0,
      before_discount_fils: null,
      is_archived: false,
    },
  ];

  it.each(entries.map((entry) => [entry.kind, entry] as const))(
    'reads a %s back as it was written',
    (kind, entry) => {
      const records = catalogueSheetRecords(kind, [entry] as SheetEntryOf<typeof kind>[]);
      const reading = readCatalogueSheet(kind, records);
      expect(reading.problems).toEqual([]);
      expect(reading.rows[0]?.entry).toEqual(entry);
      expect(reading.rows[0] && isSameSheetEntry(reading.rows[0].entry, entry)).toBe(true);
    },
  );
});

describe('the cells of a row', () => {
  const header = [...SHEET_COLUMNS.services];
  const names: Record<string, string> = { name_en: 'Wash', name_ar: 'غسيل' };
  const service = (cells: Record<string, string>) =>
    header.map((column) => cells[column] ?? names[column] ?? '');

  it('reads yes and no in their other spellings, and refuses what is not a number', () => {
    const reading = readCatalogueSheet('services', [
      header,
      service({ add_on: 'TRUE', archived: '0' }),
      service({ add_on: '1', archived: 'False', display_order: 'first' }),
    ]);
    expect(reading.rows.map((row) => row.entry)).toMatchObject([
      { is_add_ons: true, is_archived: false },
    ]);
    expect(reading.problems).toEqual([
      { line: 3, column: 'display_order', code: 'import.number-invalid' },
    ]);
  });

  it("puts the catalogue's problems of a long name and a long list on their columns", () => {
    const many = Array.from({ length: 31 }, (_, index) => `Step ${index}`).join('\n');
    const reading = readCatalogueSheet('services', [
      header,
      service({ name_en: 'W'.repeat(121), included_en: many, included_ar: many }),
    ]);
    expect(reading.problems).toEqual([
      { line: 2, column: 'name_en', code: 'catalogue.text-too-long' },
      { line: 2, column: 'included_en', code: 'catalogue.too-many-entries' },
    ]);
  });

  it('refuses a package price past the largest unit price, on its car group', () => {
    const reading = readCatalogueSheet('packages', [
      [...SHEET_COLUMNS.packages],
      ['', 'Gold', 'ذهبي', '', '', '1000000.01', ''],
    ]);
    expect(reading.rows[0]?.entry).toBeUndefined();
    expect(reading.problems).toEqual([
      { line: 2, column: 'price_medium', code: 'catalogue.price-too-large' },
    ]);
  });
});
