import { describe, expect, it } from 'vitest';
import {
  emptyVehicleForm,
  validateVehicleForm,
  VEHICLE_REQUIRED_FIELDS,
  vehicleFieldErrors,
  type VehicleFormValues,
} from './vehicle-form.js';

const FILLED: VehicleFormValues = {
  ...emptyVehicleForm(12),
  city_id: 1,
  car_brand_id: 4,
  car_group_id: 2,
  car_type_id: 3,
  plate_type_id: 5,
  year: '2021',
  code: 'A',
  numbers: '12345',
};

describe('vehicleFieldErrors', () => {
  it('requires city, brand, group, type, plate type, year, plate code and plate numbers', () => {
    expect(vehicleFieldErrors(emptyVehicleForm(12))).toEqual({
      city_id: 'vehicle.city-required',
      car_brand_id: 'vehicle.brand-required',
      car_group_id: 'vehicle.group-required',
      car_type_id: 'vehicle.type-required',
      plate_type_id: 'vehicle.plate-type-required',
      year: 'vehicle.year-required',
      code: 'vehicle.code-required',
      numbers: 'vehicle.numbers-required',
    });
  });

  it('marks exactly the fields that are refused when empty', () => {
    const blank = { ...emptyVehicleForm(12), color: '' };
    expect(Object.keys(vehicleFieldErrors(blank)).sort()).toEqual(
      [...VEHICLE_REQUIRED_FIELDS].sort(),
    );
  });

  it('needs the customer the vehicle is for', () => {
    expect(vehicleFieldErrors({ ...FILLED, user_id: null })).toEqual({
      user_id: 'vehicle.customer-required',
    });
  });

  it('accepts years 1900 to 2030 only, as whole numbers', () => {
    expect(vehicleFieldErrors({ ...FILLED, year: '1900' })).toEqual({});
    expect(vehicleFieldErrors({ ...FILLED, year: '2030' })).toEqual({});
    for (const year of ['1899', '2031', '20.5', 'abcd', '-2000', '12345']) {
      expect(vehicleFieldErrors({ ...FILLED, year }).year).toBe('vehicle.year-invalid');
    }
  });

  it('requires a hex colour, #000000 by default', () => {
    expect(emptyVehicleForm().color).toBe('#000000');
    expect(vehicleFieldErrors({ ...FILLED, color: '' }).color).toBe('vehicle.color-required');
    expect(vehicleFieldErrors({ ...FILLED, color: 'red' }).color).toBe('vehicle.color-invalid');
    expect(vehicleFieldErrors({ ...FILLED, color: '#FFaa00' })).toEqual({});
  });

  it('allows a VIN of at most 17 characters', () => {
    expect(vehicleFieldErrors({ ...FILLED, vin_number: '1HGCM82633A004352' })).toEqual({});
    expect(vehicleFieldErrors({ ...FILLED, vin_number: '1HGCM82633A0043521' }).vin_number).toBe(
      'vehicle.vin-too-long',
    );
  });
});

describe('validateVehicleForm', () => {
  it('builds the create payload without the optional model and VIN when not given', () => {
    expect(validateVehicleForm(FILLED)).toEqual({
      ok: true,
      value: {
        city_id: 1,
        car_brand_id: 4,
        plate_type_id: 5,
        car_type_id: 3,
        car_group_id: 2,
        color: '#000000',
        color_name: 'black',
        year: 2021,
        code: 'A',
        numbers: '12345',
        user_id: 12,
      },
    });
  });

  it('sends the named colour chosen, and no name for a custom colour', () => {
    const named = validateVehicleForm({ ...FILLED, color: '#C0C0C0', color_name: 'silver' });
    expect(named).toMatchObject({ ok: true, value: { color: '#C0C0C0', color_name: 'silver' } });
    const custom = validateVehicleForm({ ...FILLED, color: '#123456', color_name: '' });
    expect(custom.ok && custom.value).toMatchObject({ color: '#123456' });
    expect(custom.ok && 'color_name' in custom.value).toBe(false);
  });

  it('sends the model and VIN when given', () => {
    const checked = validateVehicleForm({
      ...FILLED,
      car_model_id: 9,
      vin_number: ' JH4KA7561PC008269 ',
    });
    expect(checked).toMatchObject({
      ok: true,
      value: { car_model_id: 9, vin_number: 'JH4KA7561PC008269' },
    });
  });

  it('refuses with the per-field codes as params', () => {
    expect(validateVehicleForm({ ...FILLED, numbers: ' ' })).toEqual({
      ok: false,
      code: 'vehicle.invalid',
      params: { numbers: 'vehicle.numbers-required' },
    });
  });
});
