import { DEFAULT_VEHICLE_COLOR, VEHICLE_YEAR_RANGE, VIN_MAX_LENGTH } from '../constants/limits.js';
import { fail, ok, type Result } from '../shared/result.js';
import { carColourName, type CarColourName } from './car-colours.js';

/** The Add Vehicle form as the dialog holds it; ids are null until chosen. */
export interface VehicleFormValues {
  readonly city_id: number | null;
  readonly car_brand_id: number | null;
  readonly car_model_id: number | null;
  readonly plate_type_id: number | null;
  readonly car_type_id: number | null;
  readonly car_group_id: number | null;
  /** Hex colour, '#000000' by default. */
  readonly color: string;
  /** The named colour chosen (its key, 'black' by default), or '' for a custom colour. */
  readonly color_name: string;
  /** The year as typed. */
  readonly year: string;
  /** Plate letters or code. */
  readonly code: string;
  /** Plate numbers. */
  readonly numbers: string;
  readonly vin_number: string;
  /** The customer the vehicle belongs to. */
  readonly user_id: number | null;
}

/** What POST /pos/cars receives; the model and VIN only when given. */
export interface VehiclePayload {
  readonly city_id: number;
  readonly car_brand_id: number;
  readonly car_model_id?: number;
  readonly plate_type_id: number;
  readonly car_type_id: number;
  readonly car_group_id: number;
  readonly color: string;
  /** The named colour, when one was chosen (a custom colour has none). */
  readonly color_name?: CarColourName;
  readonly year: number;
  readonly code: string;
  readonly numbers: string;
  readonly vin_number?: string;
  readonly user_id: number;
}

/** A field of the vehicle form. */
export type VehicleField = keyof VehicleFormValues;

/** Why a field of the vehicle form is refused. */
export type VehicleFieldCode =
  | 'vehicle.city-required'
  | 'vehicle.brand-required'
  | 'vehicle.group-required'
  | 'vehicle.type-required'
  | 'vehicle.plate-type-required'
  | 'vehicle.year-required'
  | 'vehicle.year-invalid'
  | 'vehicle.color-required'
  | 'vehicle.color-invalid'
  | 'vehicle.code-required'
  | 'vehicle.numbers-required'
  | 'vehicle.vin-too-long'
  | 'vehicle.customer-required';

/** Per-field codes of a refused vehicle form. */
export type VehicleFieldErrors = Partial<Record<VehicleField, VehicleFieldCode>>;

/** The fields the dialog marks as required (the customer comes from the dialog, not a field). */
export const VEHICLE_REQUIRED_FIELDS: readonly VehicleField[] = [
  'city_id',
  'car_brand_id',
  'car_group_id',
  'car_type_id',
  'plate_type_id',
  'year',
  'color',
  'code',
  'numbers',
];

/** An empty form for a customer: colour black ('#000000'), everything else unset. */
export function emptyVehicleForm(userId: number | null = null): VehicleFormValues {
  return {
    city_id: null,
    car_brand_id: null,
    car_model_id: null,
    plate_type_id: null,
    car_type_id: null,
    car_group_id: null,
    color: DEFAULT_VEHICLE_COLOR,
    color_name: 'black',
    year: '',
    code: '',
    numbers: '',
    vin_number: '',
    user_id: userId,
  };
}

/** True for a chosen id. */
function isId(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value > 0;
}

const REQUIRED_IDS = [
  ['city_id', 'vehicle.city-required'],
  ['car_brand_id', 'vehicle.brand-required'],
  ['car_group_id', 'vehicle.group-required'],
  ['car_type_id', 'vehicle.type-required'],
  ['plate_type_id', 'vehicle.plate-type-required'],
  ['user_id', 'vehicle.customer-required'],
] as const;

/** The year's code, if the typed year is not a whole number from 1900 to 2030. */
function yearError(year: string): VehicleFieldCode | undefined {
  const text = year.trim();
  if (text === '') return 'vehicle.year-required';
  const value = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  return value >= VEHICLE_YEAR_RANGE.min && value <= VEHICLE_YEAR_RANGE.max
    ? undefined
    : 'vehicle.year-invalid';
}

/** The colour's code, if it is not a '#rrggbb' hex colour. */
function colorError(color: string): VehicleFieldCode | undefined {
  if (color.trim() === '') return 'vehicle.color-required';
  return /^#[0-9a-f]{6}$/i.test(color.trim()) ? undefined : 'vehicle.color-invalid';
}

/**
 * The vehicle form's per-field codes: city, brand, group, type, plate type, year (1900–2030),
 * colour, plate code and numbers required; model optional; VIN optional, at most 17.
 * @example vehicleFieldErrors(emptyVehicleForm(5)).city_id // 'vehicle.city-required'
 */
export function vehicleFieldErrors(values: VehicleFormValues): VehicleFieldErrors {
  const errors: Partial<Record<VehicleField, VehicleFieldCode>> = {};
  for (const [field, code] of REQUIRED_IDS) if (!isId(values[field])) errors[field] = code;
  const year = yearError(values.year);
  if (year) errors.year = year;
  const color = colorError(values.color);
  if (color) errors.color = color;
  if (values.code.trim() === '') errors.code = 'vehicle.code-required';
  if (values.numbers.trim() === '') errors.numbers = 'vehicle.numbers-required';
  if (values.vin_number.trim().length > VIN_MAX_LENGTH) errors.vin_number = 'vehicle.vin-too-long';
  return errors;
}

/**
 * Checks the vehicle form and builds the create payload; a refusal carries the per-field
 * codes as its params ({ city_id: 'vehicle.city-required', ... }).
 */
export function validateVehicleForm(
  values: VehicleFormValues,
): Result<VehiclePayload, 'vehicle.invalid'> {
  const errors = vehicleFieldErrors(values);
  return Object.keys(errors).length > 0
    ? fail('vehicle.invalid', errors)
    : ok(toVehiclePayload(values));
}

/**
 * Builds the create payload from a form that passed `vehicleFieldErrors` (the model and VIN
 * only when given); on an unchecked form, unset ids would read as 0.
 */
export function toVehiclePayload(values: VehicleFormValues): VehiclePayload {
  const vin = values.vin_number.trim();
  const colourName = carColourName(values.color_name);
  // The ids were checked by vehicleFieldErrors; Number() only restates that for the type.
  return {
    city_id: Number(values.city_id),
    car_brand_id: Number(values.car_brand_id),
    ...(isId(values.car_model_id) ? { car_model_id: values.car_model_id } : {}),
    plate_type_id: Number(values.plate_type_id),
    car_type_id: Number(values.car_type_id),
    car_group_id: Number(values.car_group_id),
    color: values.color.trim(),
    ...(colourName === null ? {} : { color_name: colourName }),
    year: Number(values.year.trim()),
    code: values.code.trim(),
    numbers: values.numbers.trim(),
    ...(vin === '' ? {} : { vin_number: vin }),
    user_id: Number(values.user_id),
  };
}
