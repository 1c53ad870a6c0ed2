import { describe, expect, it } from 'vitest';
import { AUTO_GENERATE } from './barcode-lines.js';
import {
  buildMaterialLine,
  draftOf,
  prependMaterialLine,
  replaceMaterialLine,
  type MaterialDraft,
} from './material-line.js';

const MATERIALS = [{ id: 3 }, { id: 8 }];
const DRAFT: MaterialDraft = {
  materialId: 3,
  priceText: '12.50',
  includeTax: true,
  autoGenerate: false,
  autoQuantity: '',
  items: [{ barcode: '111', quantity: 2 }],
};

describe('buildMaterialLine', () => {
  it('builds a line with the unit price in fils and the barcode items', () => {
    expect(buildMaterialLine(DRAFT, MATERIALS)).toEqual({
      ok: true,
      value: {
        material_id: 3,
        price: 1250,
        include_tax: true,
        generate_barcode: false,
        items: [{ barcode: '111', quantity: 2 }],
      },
    });
  });

  it('asks: Please select material and set price, then Please select a material', () => {
    expect(buildMaterialLine({ ...DRAFT, materialId: null, priceText: ' ' }, MATERIALS)).toEqual({
      ok: false,
      code: 'intake.material-price-required',
    });
    expect(buildMaterialLine({ ...DRAFT, materialId: null }, MATERIALS)).toEqual({
      ok: false,
      code: 'intake.material-required',
    });
  });

  it('refuses a material not in the list: Selected material not found', () => {
    expect(buildMaterialLine({ ...DRAFT, materialId: 99 }, MATERIALS)).toEqual({
      ok: false,
      code: 'intake.material-not-found',
    });
  });

  it('requires a price above 0: Price must be greater than 0', () => {
    for (const priceText of ['0', '0.00', '', 'abc', '-1', '1.234']) {
      expect(buildMaterialLine({ ...DRAFT, priceText }, MATERIALS)).toEqual({
        ok: false,
        code: 'intake.price-invalid',
      });
    }
  });

  it('requires at least one barcode item or auto-generate', () => {
    expect(buildMaterialLine({ ...DRAFT, items: [] }, MATERIALS)).toEqual({
      ok: false,
      code: 'intake.barcode-item-required',
    });
  });

  it('auto-generate replaces existing barcode items with one AUTO_GENERATE row', () => {
    expect(
      buildMaterialLine({ ...DRAFT, autoGenerate: true, autoQuantity: '10' }, MATERIALS),
    ).toEqual({
      ok: true,
      value: {
        material_id: 3,
        price: 1250,
        include_tax: true,
        generate_barcode: true,
        items: [{ barcode: AUTO_GENERATE, quantity: 10 }],
      },
    });
    expect(
      buildMaterialLine({ ...DRAFT, autoGenerate: true, autoQuantity: '0' }, MATERIALS),
    ).toEqual({
      ok: false,
      code: 'intake.quantity-invalid',
    });
  });

  it('drops a stray AUTO_GENERATE row when auto-generate is off', () => {
    const items = [{ barcode: AUTO_GENERATE, quantity: 4 }];
    expect(buildMaterialLine({ ...DRAFT, items }, MATERIALS)).toEqual({
      ok: false,
      code: 'intake.barcode-item-required',
    });
  });
});

describe('list edits', () => {
  const first = {
    material_id: 3,
    price: 100,
    include_tax: false,
    generate_barcode: false,
    items: [{ barcode: 'a', quantity: 1 }],
  };
  const second = { ...first, material_id: 8 };

  it('Add to List prepends the line', () => {
    expect(prependMaterialLine([first], second)).toEqual([second, first]);
  });

  it('Save Changes replaces the edited line only', () => {
    expect(replaceMaterialLine([first, second], 1, first)).toEqual([first, first]);
    expect(replaceMaterialLine([first], 4, second)).toEqual([first]);
  });

  it('gives the dialog fields back for editing a line', () => {
    expect(draftOf(first)).toEqual({
      materialId: 3,
      priceText: '1.00',
      includeTax: false,
      autoGenerate: false,
      autoQuantity: '',
      items: [{ barcode: 'a', quantity: 1 }],
    });
    const auto = {
      ...first,
      generate_barcode: true,
      items: [{ barcode: AUTO_GENERATE, quantity: 6 }],
    };
    expect(draftOf(auto)).toMatchObject({ autoGenerate: true, autoQuantity: '6', items: [] });
  });
});
