import type { Entitlement } from '@lamaa/api-client';
import { useFormat, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { type Text, useText } from '../../shared/i18n/use-text.js';
import { useVehicleEntitlements } from '../../shared/plans/use-vehicle-entitlements.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { PlanTransfer } from './plan-transfer.js';
import { plateOf } from './vehicle-panel.js';

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
  const [version, setVersion] = useState(0);
  const held = useVehicleEntitlements(vehicleId, version);
  const { customer } = useSelection();
  const others = (customer?.cars ?? [])
    .filter((car) => car.id !== vehicleId)
    .map((car) => ({ vehicle: car, plate: plateOf(car) }));
  if (held === null) return null;
  if (held === 'failed') return <p className="pos-selection__hint">{t('pos.plans-load-failed')}</p>;
  const active = held.filter((entitlement) => entitlement.status === 'active');
  if (active.length === 0) return null;
  return (
    <ul className="pos-selection__plans" aria-label={t('pos.vehicle-plans')}>
      {active.map((entitlement) => {
        const name = language === 'ar' ? entitlement.name.ar : entitlement.name.en;
        return (
          <li key={entitlement.id} data-testid="vehicle-plan">
            {planLine(
              t,
              entitlement,
              name,
              format.date(`${entitlement.ends_on}T00:00:00Z`, UNTIL),
              format.money,
            )}
            <PlanTransfer
              entitlement={entitlement}
              name={name}
              vehicles={others}
              onMoved={() => setVersion((value) => value + 1)}
            />
          </li>
        );
      })}
    </ul>
  );
}
