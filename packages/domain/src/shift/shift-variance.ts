// The difference between the cash counted at close and the cash expected, and when a manager
// must approve it.
import { type Fils, isFils } from '../money/fils.js';

/** A business's shift settings. */
export interface ShiftSettings {
  /** Whether a cash payment is refused on a cash vault with no open shift. */
  readonly cashNeedsShift: boolean;
  /** A variance larger than this (either way), in fils, needs a reason and a manager. */
  readonly varianceThresholdFils: Fils;
}

/**
 * The settings of a business that never saved its own: cash goes only into a drawer with an
 * open shift (the POS offers to open one), and AED 2 either way is tolerated.
 */
export const DEFAULT_SHIFT_SETTINGS: ShiftSettings = {
  cashNeedsShift: true,
  varianceThresholdFils: 200,
};

/** Why shift settings are refused. */
export type ShiftSettingsCode = 'shift.threshold-invalid';

/**
 * What is wrong with shift settings, or null: the threshold is whole fils, 0 or more.
 * @example shiftSettingsProblem({ cashNeedsShift: true, varianceThresholdFils: -1 }) // 'shift.threshold-invalid'
 */
export function shiftSettingsProblem(settings: ShiftSettings): ShiftSettingsCode | null {
  const threshold = settings.varianceThresholdFils;
  return isFils(threshold) && threshold >= 0 ? null : 'shift.threshold-invalid';
}

/**
 * Counted less expected: above 0 the drawer holds more than it should, below 0 less.
 * @example cashVariance(10_000, 10_500) // -500
 */
export function cashVariance(counted: Fils, expected: Fils): Fils {
  return counted - expected;
}

/**
 * Whether a variance needs a reason and a manager: its size is above the threshold (a
 * variance exactly at the threshold does not).
 * @example varianceNeedsApproval(-500, 200) // true
 */
export function varianceNeedsApproval(variance: Fils, thresholdFils: Fils): boolean {
  return Math.abs(variance) > thresholdFils;
}
