import { MAP_LOAD_RETRIES } from '@lamaa/domain';
import { Banner } from '@lamaa/ui';
import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';
import { useEffect, useState } from 'react';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of MapPicker. */
export interface MapPickerProps {
  /** The Google Maps key from configuration; without one the map is not tried. */
  readonly apiKey: string;
  readonly center: { readonly lat: number; readonly lng: number };
  readonly zoom: number;
  readonly picked: { readonly lat: number; readonly lng: number } | null;
  readonly onPick: (at: { readonly lat: number; readonly lng: number }) => void;
  readonly t: CheckoutText;
}

/** The wait before retry n (1-based): it grows with every attempt. */
export function mapRetryDelay(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}

/**
 * The map picker (its own lazily loaded chunk with the maps library): loads the maps script
 * with the configured key, retries up to 3 times with growing delay, and otherwise says
 * 'Failed to load map. Please check your internet connection'. A click picks a point.
 */
export function MapPicker({ apiKey, center, zoom, picked, onPick, t }: MapPickerProps) {
  const [attempt, setAttempt] = useState(0);
  const [hasFailed, setHasFailed] = useState(apiKey === '');
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(
      () => {
        setWaiting(false);
        setAttempt((n) => n + 1);
      },
      mapRetryDelay(attempt + 1),
    );
    return () => window.clearTimeout(timer);
  }, [waiting, attempt]);

  if (hasFailed) return <Banner tone="error">{t('errors.load-map-failed')}</Banner>;
  if (waiting) return <p className="pos-checkout-map__status">{t('checkout.map-loading')}</p>;
  return (
    <APIProvider
      key={attempt}
      apiKey={apiKey}
      onError={() => {
        if (attempt >= MAP_LOAD_RETRIES) setHasFailed(true);
        else setWaiting(true);
      }}
    >
      <div className="pos-checkout-map" aria-label={t('checkout.map')} role="region">
        <Map
          defaultCenter={center}
          defaultZoom={zoom}
          gestureHandling="greedy"
          disableDefaultUI
          onClick={(event) => {
            const at = event.detail.latLng;
            if (at !== null) onPick({ lat: at.lat, lng: at.lng });
          }}
        >
          {picked !== null ? <Marker position={picked} /> : null}
        </Map>
      </div>
    </APIProvider>
  );
}

/** The map picker as a default export, for React.lazy. */
export default MapPicker;
