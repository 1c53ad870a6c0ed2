import { FILS_PER_AED, type Fils } from '../money/fils.js';

/**
 * Writes fils as an AED decimal with two places, by integer arithmetic (no float drift),
 * for form fields and the API's multipart price.
 * @example aedDecimal(1250) // '12.50'
 */
export function aedDecimal(fils: Fils): string {
  const sign = fils < 0 ? '-' : '';
  const magnitude = Math.abs(fils);
  const whole = Math.trunc(magnitude / FILS_PER_AED);
  const fraction = String(magnitude % FILS_PER_AED).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
