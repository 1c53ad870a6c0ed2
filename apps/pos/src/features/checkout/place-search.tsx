import type { Place } from '@lamaa/api-client';
import { canSearchPlaces, SEARCH_DEBOUNCE_MS } from '@lamaa/domain';
import { EmptyState, SearchInput, Spinner } from '@lamaa/ui';
import { useRef, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of PlaceSearch. */
export interface PlaceSearchProps {
  /** Where results are ranked from (the map's centre). */
  readonly near: { readonly lat: number; readonly lng: number };
  readonly onPick: (place: Place) => void;
  readonly t: CheckoutText;
}

type Found =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly places: readonly Place[] };

/**
 * Place search over `/utils/places`: from 2 characters, 300 ms after the last keystroke; a
 * later answer replaces an earlier one, and an empty answer says "No locations found".
 */
export function PlaceSearch({ near, onPick, t }: PlaceSearchProps) {
  const api = useApi();
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const latest = useRef(0);
  const search = async (query: string) => {
    const request = ++latest.current;
    if (!canSearchPlaces(query)) {
      setFound({ state: 'idle' });
      return;
    }
    setFound({ state: 'loading' });
    const result = await api.searchPlaces(near, query.trim());
    if (request !== latest.current) return;
    setFound({ state: 'done', places: result.data ?? [] });
  };
  return (
    <div className="pos-checkout-places">
      <SearchInput
        label={t('checkout.search-places')}
        placeholder={t('checkout.search-places-placeholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        onSearch={(query) => void search(query)}
        onClear={() => void search('')}
      />
      {found.state === 'loading' ? <Spinner size="sm" /> : null}
      {found.state === 'done' && found.places.length === 0 ? (
        <EmptyState title={t('empty.no-locations')} />
      ) : null}
      {found.state === 'done' && found.places.length > 0 ? (
        <ul className="pos-checkout-places__list" aria-label={t('checkout.places-results')}>
          {found.places.map((place) => (
            <li
              key={`${place.address.id ?? place.name}-${place.position.lat}-${place.position.lng}`}
            >
              <button
                type="button"
                className="pos-checkout-places__item"
                onClick={() => {
                  onPick(place);
                  latest.current += 1;
                  setFound({ state: 'idle' });
                }}
              >
                <strong>{place.name}</strong>
                <span>{place.address.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
