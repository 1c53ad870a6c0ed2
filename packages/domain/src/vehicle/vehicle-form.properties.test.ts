import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { emptyVehicleForm, vehicleFieldErrors } from './vehicle-form.js';

test.prop([fc.integer({ min: -5000, max: 99999 })])(
  'a year is accepted exactly when it is from 1900 to 2030',
  (year) => {
    const error = vehicleFieldErrors({ ...emptyVehicleForm(1), year: String(year) }).year;
    expect(error === undefined).toBe(year >= 1900 && year <= 2030);
  },
);

test.prop([fc.string({ maxLength: 40 })])(
  'a VIN is refused exactly when longer than 17 characters',
  (vin) => {
    const error = vehicleFieldErrors({ ...emptyVehicleForm(1), vin_number: vin }).vin_number;
    expect(error === 'vehicle.vin-too-long').toBe(vin.trim().length > 17);
  },
);
