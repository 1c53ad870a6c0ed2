import type { Entitlement } from '@lamaa/api-client';
import { useFormat, useLocale } from '@lamaa/ui';
import { type Text, useText } from '../../shared/i18n/use-text.js';
import { useVehicleEntitlements } from '../../shared/plans/use-vehicle-entitlements.js';

/** The last day of use as "12 Mar", read as a calendar date whatever the device's zone. */
const UNTIL = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

function planLine(
  t: Text,
  entitlement: Entitlement,
  name: string,
  until: string,
  money: (fils: number) => string,
): string {
  if (entitlement.kind === 'uses')
    return t('pos.plan-uses-left', {
      name,
      left: entitlement.uses_left ?? 0,
      total: entitlement.uses_total ?? 0,
      until,
    });
  if (entitlement.kind === 'value')
    return t('pos.plan-value-left', { name, left: money(entitlement.value_left ?? 0), until });
  return t('pos.plan-unlimited', { name, until });
}

/**
 * The active plans of the chosen vehicle, read as soon as it is chosen: "Exterior wash · 7 of
 * 10 left · until 12 Mar". Shows nothing while loading or when the vehicle holds none.
 */
export function VehiclePlans({ vehicleId }: { readonly vehicleId: number }) {
  const t = useText();
  const format = useFormat();
  const { language } = useLocale();
  const held = useVehicleEntitlements(vehicleId);
  if (held === null) return null;
  if (held === 'failed') return <p className="pos-selection__hint">{t('pos.plans-load-failed')}</p>;
  const active = held.filter((entitlement) => entitlement.status === 'active');
  if (active.length === 0) return null;
  return (
    <ul className="pos-selection__plans" aria-label={t('pos.vehicle-plans')}>
      {active.map((entitlement) => (
        <li key={entitlement.id} data-testid="vehicle-plan">
          {planLine(
            t,
            entitlement,
            language === 'ar' ? entitlement.name.ar : entitlement.name.en,
            format.date(`${entitlement.ends_on}T00:00:00Z`, UNTIL),
            format.money,
          )}
        </li>
      ))}
    </ul>
  );
}
