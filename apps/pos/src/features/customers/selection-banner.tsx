import { Badge } from '@lamaa/ui';
import { useState } from 'react';
import { useText } from '../../shared/i18n/use-text.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { colourText } from './colour-text.js';
import { plateOf } from './vehicle-panel.js';
import { VehiclePlans } from './vehicle-plans.js';
import './selection-banner.css';

/** A plate image that hides itself when it fails to load. */
function PlateImage({ src, plate }: { readonly src: string; readonly plate: string }) {
  const t = useText();
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return null;
  return (
    <img
      className="pos-selection__plate-img"
      src={src}
      alt={t('pos.plate-image', { plate })}
      onError={() => setHasFailed(true)}
    />
  );
}

/**
 * The customer/vehicle banner above the catalogue: name, email, national phone, the vehicle's
 * year, colour and plate (with its image when it loads) and the Active marker; without a
 * customer it asks for one.
 */
export function SelectionBanner() {
  const t = useText();
  const { customer, vehicle } = useSelection();
  if (customer === null) {
    return (
      <p className="pos-selection pos-selection--prompt" role="status">
        {t('pos.select-customer-prompt')}
      </p>
    );
  }
  return (
    <section
      className="pos-selection"
      aria-label={t('pos.selection-banner')}
      data-testid="selection-banner"
    >
      <div className="pos-selection__part">
        <strong>{customer.name}</strong>
        {customer.email ? <span>{customer.email}</span> : null}
        <span dir="ltr">{customer.phone_national ?? customer.phone}</span>
      </div>
      {vehicle === null ? (
        <p className="pos-selection__hint">{t('pos.select-vehicle-prompt')}</p>
      ) : (
        <div className="pos-selection__part">
          <span>
            {[vehicle.year, colourText(t, vehicle.color_name)]
              .filter((part) => part !== null && part !== '')
              .join(' · ')}
          </span>
          <span className="pos-selection__plate" dir="ltr">
            {plateOf(vehicle)}
          </span>
          {vehicle.plate_img ? (
            <PlateImage src={vehicle.plate_img} plate={plateOf(vehicle)} />
          ) : null}
          <Badge tone="green">{t('pos.active')}</Badge>
          <VehiclePlans vehicleId={vehicle.id} />
        </div>
      )}
    </section>
  );
}
