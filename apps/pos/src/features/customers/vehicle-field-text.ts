import type { VehicleFieldCode } from '@lamaa/domain';
import type { Text } from '../../shared/i18n/use-text.js';

/** The message under a vehicle field for the domain's refusal code. */
export function vehicleFieldText(t: Text, code: VehicleFieldCode | undefined): string | undefined {
  if (code === undefined) return undefined;
  if (code === 'vehicle.year-invalid') return t('pos.year-invalid');
  if (code === 'vehicle.color-invalid') return t('pos.color-invalid');
  if (code === 'vehicle.vin-too-long') return t('pos.vin-too-long');
  return t('pos.field-required');
}
