// A business's shift settings as stored (the domain's defaults until the owner saves them):
// whether cash needs an open shift, and the variance a manager must approve.
import {
  DEFAULT_SHIFT_SETTINGS,
  filsToAed,
  type ShiftSettings,
  shiftSettingsProblem,
} from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { shiftSettings } from '../db/schema/shifts.js';
import { invalidField } from '../http/api-error.js';

/** The settings as the contract spells them; the threshold in fils once validated. */
export interface ShiftSettingsBody {
  cash_needs_shift: boolean;
  variance_threshold: number;
}

/** The business's settings, or the defaults when it has never saved any. */
export async function readShiftSettings(db: Db, businessId: number): Promise<ShiftSettings> {
  const [row] = await db
    .select()
    .from(shiftSettings)
    .where(eq(shiftSettings.business_id, businessId));
  if (!row) return DEFAULT_SHIFT_SETTINGS;
  return {
    cashNeedsShift: row.cash_needs_shift,
    varianceThresholdFils: row.variance_threshold_fils,
  };
}

/** The settings as the contract answers them (the threshold in AED). */
export function shiftSettingsView(settings: ShiftSettings) {
  return {
    cash_needs_shift: settings.cashNeedsShift,
    variance_threshold: filsToAed(settings.varianceThresholdFils),
  };
}

/** Saves the business's settings. */
export async function updateShiftSettings(db: Db, businessId: number, body: ShiftSettingsBody) {
  const settings: ShiftSettings = {
    cashNeedsShift: body.cash_needs_shift,
    varianceThresholdFils: body.variance_threshold,
  };
  const problem = shiftSettingsProblem(settings);
  if (problem) throw invalidField('variance_threshold', problem);
  const values = {
    cash_needs_shift: settings.cashNeedsShift,
    variance_threshold_fils: settings.varianceThresholdFils,
    updated_at: new Date(),
  };
  await db
    .insert(shiftSettings)
    .values({ business_id: businessId, ...values })
    .onConflictDoUpdate({ target: shiftSettings.business_id, set: values });
  return shiftSettingsView(settings);
}
