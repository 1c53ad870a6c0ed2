import type { Customer, Vehicle } from '@lamaa/api-client';
import { EmptyState, SearchInput, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useText } from '../../shared/i18n/use-text.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { colourText } from './colour-text.js';
import { useSelection } from '../../shared/selection/selection-context.js';

// The dialog and its look-up code load when a customer is chosen, not with the shell.
const VehicleDialog = retryableLazy(() =>
  import('./vehicle-dialog.js').then((module) => ({ default: module.VehicleDialog })),
);

/** The words a vehicle is found by: plate, year, colour (as stored and as shown), brand and model. */
function vehicleText(vehicle: Vehicle, colour: string): string {
  return [
    vehicle.code,
    vehicle.numbers,
    vehicle.year,
    vehicle.color_name,
    colour,
    vehicle.brand?.name.en,
    vehicle.brand?.name.ar,
    vehicle.model?.name.en,
    vehicle.model?.name.ar,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase();
}

/** A vehicle's plate as shown: code then numbers. */
export function plateOf(vehicle: Vehicle): string {
  return `${vehicle.code} ${vehicle.numbers}`.trim();
}

/** The chosen customer's vehicles, searchable, with both empty states; choosing one selects it. */
export function VehiclePanel({ customer }: { readonly customer: Customer }) {
  const t = useText();
  const { language } = useLocale();
  const { vehicle: selected, selectVehicle } = useSelection();
  const [query, setQuery] = useState('');
  const cars = customer.cars;
  const shown =
    query === ''
      ? cars
      : cars.filter((car) =>
          vehicleText(car, colourText(t, car.color_name)).includes(query.toLowerCase()),
        );
  return (
    <div className="pos-vehicles">
      <div className="pos-panel__head">
        <h3 className="pos-panel__subtitle">{t('pos.vehicle')}</h3>
        <LazyPartBoundary>
          <VehicleDialog customer={customer} />
        </LazyPartBoundary>
      </div>
      {cars.length > 0 ? (
        <SearchInput
          label={t('pos.search-vehicles')}
          placeholder={t('pos.search-vehicles')}
          onSearch={setQuery}
        />
      ) : null}
      {cars.length === 0 ? (
        <EmptyState title={t('empty.no-vehicles')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('empty.no-vehicles-match')} />
      ) : (
        <ul className="pos-pick-list" aria-label={t('pos.vehicle')}>
          {shown.map((car) => (
            <li key={car.id}>
              <button
                type="button"
                className="pos-pick-list__item"
                aria-pressed={selected?.id === car.id}
                onClick={() => selectVehicle(car)}
              >
                <span className="pos-pick-list__name" dir="ltr">
                  {plateOf(car)}
                </span>
                <span className="pos-pick-list__meta">
                  {[
                    car.brand?.name[language] || car.brand?.name.en,
                    car.model?.name[language] || car.model?.name.en,
                    car.year,
                    colourText(t, car.color_name),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
