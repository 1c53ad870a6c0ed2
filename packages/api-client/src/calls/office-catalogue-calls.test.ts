// The office catalogue calls against answers the contract allows, through the real client:
// answers arrive in AED and are read as fils, bodies leave in fils and are sent as AED.
import { describe, expect, it } from 'vitest';
import { serveContract } from '../test/serve-contract.js';

const wash = { en: 'Wash', ar: 'غسيل' };
const option = {
  id: 11,
  name: { en: 'Exterior', ar: 'خارجي' },
  is_exclusive: true,
  display_order: 1,
  is_archived: false,
  prices: [
    { car_group_id: 1, price: 45.5 },
    { car_group_id: 3, price: 60.25 },
  ],
};
const service = {
  id: 5,
  name: wash,
  icon: null,
  included: [{ en: 'Foam', ar: 'رغوة' }],
  is_add_ons: false,
  display_order: 2,
  is_archived: false,
  options: [option],
};
const pack = {
  id: 8,
  name: { en: 'Gold', ar: 'ذهبي' },
  is_active: true,
  prices: [{ car_group_id: 2, price: 120.75 }],
  image: null,
};
const product = {
  id: 9,
  name: { en: 'Air freshener', ar: 'معطر' },
  price: 15.5,
  before_discount_price: 20,
  is_archived: false,
  image: `/api/images/${'c'.repeat(64)}.webp`,
};
const supplier = { id: 4, name: { en: 'Chem Co', ar: 'كيم' }, description: 'Soaps' };
const material = {
  id: 6,
  name: { en: 'Shampoo', ar: 'شامبو' },
  description: { en: 'Car shampoo', ar: 'شامبو سيارات' },
  unit: 'ml',
};

/** Checks each answer against the contract, then serves them all. */
describe('office catalogue calls', () => {
  it('lists services with their option prices read as fils', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/services', '/office/services', 200, { data: [service] }],
    ]);
    const { data } = await api.listOfficeServices();
    expect(data?.[0]?.name).toEqual(wash);
    expect(data?.[0]?.icon).toBeNull();
    expect(data?.[0]?.options[0]?.prices).toEqual([
      { car_group_id: 1, price: 4550 },
      { car_group_id: 3, price: 6025 },
    ]);
    expect(server.last().method).toBe('GET');
    expect(server.last().path).toBe('/office/services');
  });

  it('adds and edits a service, sending option prices in AED', async () => {
    const { api, server } = serveContract([
      ['POST', '/office/services', '/office/services', 201, { data: service }],
      ['PUT', '/office/services/{id}', '/office/services/5', 200, { data: service }],
    ]);
    const exterior = {
      name: { en: 'Exterior', ar: 'خارجي' },
      is_exclusive: true,
      display_order: 1,
      is_archived: false,
      prices: [
        { car_group_id: 1 as const, price: 4550 },
        { car_group_id: 2 as const, price: 0 },
      ],
    };
    const input = {
      name: wash,
      icon: null,
      included: [{ en: 'Foam', ar: 'رغوة' }],
      is_add_ons: false,
      display_order: 2,
      is_archived: false,
      options: [exterior],
    };
    const wire = {
      ...input,
      options: [
        {
          name: { en: 'Exterior', ar: 'خارجي' },
          is_exclusive: true,
          display_order: 1,
          is_archived: false,
          prices: [
            { car_group_id: 1, price: 45.5 },
            { car_group_id: 2, price: 0 },
          ],
        },
      ],
    };

    const created = await api.createOfficeService(input);
    expect(created.data?.id).toBe(5);
    expect(created.data?.options[0]?.prices[1]).toEqual({ car_group_id: 3, price: 6025 });
    expect(server.last().method).toBe('POST');
    expect(server.last().path).toBe('/office/services');
    expect(JSON.parse(server.last().text)).toEqual(wire);

    const edited = await api.updateOfficeService(5, {
      ...input,
      options: [{ ...exterior, id: 11, is_archived: true }],
    });
    expect(edited.data?.options[0]?.id).toBe(11);
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/services/5');
    expect(JSON.parse(server.last().text)).toEqual({
      ...wire,
      options: [{ ...wire.options[0], id: 11, is_archived: true }],
    });
  });

  it('saves the price grid in AED and reads every service back', async () => {
    const { api, server } = serveContract([
      ['PUT', '/office/service-prices', '/office/service-prices', 200, { data: [service] }],
    ]);
    const { data } = await api.saveOfficePriceGrid([
      { option_id: 11, car_group_id: 1, price: 4550 },
      { option_id: 11, car_group_id: 2, price: 0 },
      { option_id: 11, car_group_id: 3, price: 6025 },
    ]);
    expect(data?.map((s) => s.id)).toEqual([5]);
    expect(data?.[0]?.options[0]?.prices[0]?.price).toBe(4550);
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/service-prices');
    expect(JSON.parse(server.last().text)).toEqual({
      prices: [
        { option_id: 11, car_group_id: 1, price: 45.5 },
        { option_id: 11, car_group_id: 2, price: 0 },
        { option_id: 11, car_group_id: 3, price: 60.25 },
      ],
    });
  });

  it('lists, adds and edits packages, prices in fils both ways', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/packages', '/office/packages', 200, { data: [pack] }],
      ['POST', '/office/packages', '/office/packages', 201, { data: pack }],
      [
        'PUT',
        '/office/packages/{id}',
        '/office/packages/8',
        200,
        { data: { ...pack, is_active: false } },
      ],
    ]);
    expect((await api.listOfficePackages()).data).toEqual([
      { ...pack, prices: [{ car_group_id: 2, price: 12075 }] },
    ]);
    expect(server.last().path).toBe('/office/packages');

    const input = {
      name: { en: 'Gold', ar: 'ذهبي' },
      is_active: true,
      prices: [{ car_group_id: 2 as const, price: 12075 }],
    };
    expect((await api.createOfficePackage(input)).data?.prices[0]?.price).toBe(12075);
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().text)).toEqual({
      ...input,
      prices: [{ car_group_id: 2, price: 120.75 }],
    });

    const edited = await api.updateOfficePackage(8, { ...input, is_active: false });
    expect(edited.data?.is_active).toBe(false);
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/packages/8');
    expect(JSON.parse(server.last().text)).toEqual({
      ...input,
      is_active: false,
      prices: [{ car_group_id: 2, price: 120.75 }],
    });
  });

  it('lists, adds and edits products, the price before discount in AED or null', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/products', '/office/products', 200, { data: [product] }],
      ['POST', '/office/products', '/office/products', 201, { data: product }],
      [
        'PUT',
        '/office/products/{id}',
        '/office/products/9',
        200,
        { data: { ...product, before_discount_price: null } },
      ],
    ]);
    expect((await api.listOfficeProducts()).data).toEqual([
      { ...product, price: 1550, before_discount_price: 2000 },
    ]);
    expect(server.last().path).toBe('/office/products');

    const input = {
      name: { en: 'Air freshener', ar: 'معطر' },
      price: 1550,
      before_discount_price: 2000,
      is_archived: false,
    };
    const created = await api.createOfficeProduct(input);
    expect(created.data?.price).toBe(1550);
    expect(created.data?.before_discount_price).toBe(2000);
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().text)).toEqual({
      name: { en: 'Air freshener', ar: 'معطر' },
      price: 15.5,
      before_discount_price: 20,
      is_archived: false,
    });

    const edited = await api.updateOfficeProduct(9, {
      ...input,
      before_discount_price: null,
      is_archived: true,
    });
    expect(edited.data?.before_discount_price).toBeNull();
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/products/9');
    expect(JSON.parse(server.last().text)).toEqual({
      name: { en: 'Air freshener', ar: 'معطر' },
      price: 15.5,
      before_discount_price: null,
      is_archived: true,
    });
  });

  it('lists, adds and edits suppliers, sending the body as given', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/suppliers', '/office/suppliers', 200, { data: [supplier] }],
      ['POST', '/office/suppliers', '/office/suppliers', 201, { data: supplier }],
      [
        'PUT',
        '/office/suppliers/{id}',
        '/office/suppliers/4',
        200,
        { data: { ...supplier, description: 'Waxes' } },
      ],
    ]);
    expect((await api.listOfficeSuppliers()).data).toEqual([supplier]);
    expect(server.last().path).toBe('/office/suppliers');

    const input = { name: { en: 'Chem Co', ar: 'كيم' }, description: 'Soaps' };
    expect((await api.createOfficeSupplier(input)).data?.id).toBe(4);
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().text)).toEqual(input);

    const edited = await api.updateOfficeSupplier(4, { ...input, description: 'Waxes' });
    expect(edited.data?.description).toBe('Waxes');
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/suppliers/4');
    expect(JSON.parse(server.last().text)).toEqual({ ...input, description: 'Waxes' });
  });

  it('lists, adds and edits materials with their units', async () => {
    const { api, server } = serveContract([
      ['GET', '/office/materials', '/office/materials', 200, { data: [material] }],
      ['POST', '/office/materials', '/office/materials', 201, { data: material }],
      [
        'PUT',
        '/office/materials/{id}',
        '/office/materials/6',
        200,
        { data: { ...material, unit: 'l' } },
      ],
    ]);
    expect((await api.listOfficeMaterials()).data).toEqual([material]);
    expect(server.last().path).toBe('/office/materials');

    const { id: materialId, ...input } = material;
    expect(materialId).toBe(6);
    expect((await api.createOfficeMaterial(input)).data?.unit).toBe('ml');
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().text)).toEqual(input);

    const edited = await api.updateOfficeMaterial(6, { ...input, unit: 'l' });
    expect(edited.data?.unit).toBe('l');
    expect(server.last().method).toBe('PUT');
    expect(server.last().path).toBe('/office/materials/6');
    expect(JSON.parse(server.last().text)).toEqual({ ...input, unit: 'l' });
  });
});
