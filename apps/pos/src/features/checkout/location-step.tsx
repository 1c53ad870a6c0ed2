import { useApi } from '../../shared/api/api-context.js';
import {
  ADDRESS_MAX_LENGTH,
  type LocationChoice,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
} from '@lamaa/domain';
import { Button, TextArea } from '@lamaa/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChoiceGroup } from '../../shared/choice/choice-group.js';
import { mapsKey } from './maps-key.js';
import { PlaceSearch } from './place-search.js';
import { StepEnd } from './step-parts.js';
import type { CheckoutText } from './use-checkout-text.js';

// The maps library and script load only when the outdoor location step shows the map.
const MapPicker = lazy(() => import('./map-picker.js'));

/** Props of LocationStep. */
export interface LocationStepProps {
  readonly initial: LocationChoice;
  readonly refusal: string | null;
  readonly onContinue: (location: LocationChoice) => void;
  readonly onCancel: () => void;
  /** Told the type shown (on opening and on every change), so the cart can price it. */
  readonly onTypeChange?: (type: LocationChoice['type']) => void;
  readonly t: CheckoutText;
}

type Point = { readonly lat: number; readonly lng: number };

/** The browser's position when it gives one, else the Dubai-area default. */
function useMapCenter(isActive: boolean): Point {
  const [center, setCenter] = useState<Point>(MAP_DEFAULT_CENTER);
  useEffect(() => {
    if (!isActive || typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      (position) => setCenter({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => undefined,
      { timeout: 5000, maximumAge: 60_000 },
    );
  }, [isActive]);
  return center;
}

/**
 * The location chooser: indoor or outdoor; outdoor adds place search, the map picker (a click
 * does a reverse lookup and takes the first place) and the address with its 500 counter. The
 * chosen type is reported as it changes, so the sidebar can show an outdoor order's shipping.
 */
export function LocationStep({
  initial,
  refusal,
  onContinue,
  onCancel,
  onTypeChange,
  t,
}: LocationStepProps) {
  const api = useApi();
  const [type, setType] = useState<LocationChoice['type']>(initial.type);
  useEffect(() => onTypeChange?.(type), [type, onTypeChange]);
  const [address, setAddress] = useState(initial.address ?? '');
  const [point, setPoint] = useState<Point | null>(
    typeof initial.latitude === 'number' && typeof initial.longitude === 'number'
      ? { lat: initial.latitude, lng: initial.longitude }
      : null,
  );
  const center = useMapCenter(type === 'outdoor');
  const pickOnMap = async (at: Point) => {
    setPoint(at);
    const result = await api.searchPlaces(at);
    const first = result.data?.[0];
    if (first !== undefined) setAddress(first.address.label);
  };
  const choice: LocationChoice =
    type === 'indoor'
      ? { type }
      : { type, address, latitude: point?.lat ?? null, longitude: point?.lng ?? null };
  return (
    <div className="pos-checkout-step">
      <ChoiceGroup
        orientation="horizontal"
        className="pos-checkout-choice"
        label={t('checkout.location')}
        options={[
          { value: 'indoor', label: t('checkout.indoor') },
          { value: 'outdoor', label: t('checkout.outdoor') },
        ]}
        value={type}
        onChange={setType}
      />
      {type === 'outdoor' ? (
        <>
          <PlaceSearch
            near={point ?? center}
            t={t}
            onPick={(place) => {
              setAddress(place.address.label);
              setPoint({ lat: place.position.lat, lng: place.position.lng });
            }}
          />
          <Suspense
            fallback={<p className="pos-checkout-map__status">{t('checkout.map-loading')}</p>}
          >
            <MapPicker
              key={`${center.lat},${center.lng}`}
              apiKey={mapsKey()}
              center={center}
              zoom={MAP_DEFAULT_ZOOM}
              picked={point}
              onPick={(at) => void pickOnMap(at)}
              t={t}
            />
          </Suspense>
          {point !== null ? (
            <p className="pos-checkout-map__status">
              {t('checkout.picked-point', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) })}
            </p>
          ) : null}
          <TextArea
            label={t('checkout.address')}
            placeholder={t('checkout.address-placeholder')}
            value={address}
            maxLength={ADDRESS_MAX_LENGTH}
            rows={3}
            onChange={setAddress}
          />
        </>
      ) : null}
      <StepEnd refusal={refusal}>
        <Button variant="outline" onPress={onCancel}>
          {t('checkout.cancel')}
        </Button>
        <Button variant="primary" onPress={() => onContinue(choice)}>
          {t('checkout.continue')}
        </Button>
      </StepEnd>
    </div>
  );
}
