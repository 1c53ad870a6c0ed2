import type { Service, ServiceOption } from '@lamaa/api-client';
import { priceForCarGroup } from '@lamaa/domain';
import { Button, useLoader, useLocale } from '@lamaa/ui';
import { CatalogueItemCard } from './catalogue-item-card.js';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { CardCell } from './card-cell.js';
import { CatalogueLayout } from './catalogue-layout.js';
import { usePageEnter } from './use-page-enter.js';
import { useVehicleGroup } from './use-vehicle-group.js';

// The options panel and the What's Included modal load on first open.
const ServiceOptionsDialog = retryableLazy(() =>
  import('./service-options-dialog.js').then((module) => ({
    default: module.ServiceOptionsDialog,
  })),
);
const IncludedDialog = retryableLazy(() =>
  import('./included-dialog.js').then((module) => ({ default: module.IncludedDialog })),
);

/** The list before any has loaded: one array, so the cards' memo holds. */
const NO_SERVICES: readonly Service[] = [];

/**
 * /services: search, service cards (icon or initial, See More for included lists, Select with
 * the option count), the options panel and the What's Included modal; Enter on a focused card
 * adds its first option.
 */
export function ServicesPage() {
  const t = useText();
  const { language } = useLocale();
  const api = useApi();
  const cart = useCartActor();
  const { carGroupId } = useVehicleGroup();
  usePageEnter('service');
  const [query, setQuery] = useState('');
  const services = useLoader('services', query, (q: string, signal) =>
    api.getServices(q || undefined, signal),
  );
  const items = services.data ?? NO_SERVICES;
  const [open, setOpen] = useState<Service | null>(null);
  const [included, setIncluded] = useState<Service | null>(null);
  const add = useCallback(
    (service: Service, option: ServiceOption) =>
      cart.send({
        type: 'cart.add',
        candidate: {
          purchasable_type: 'service',
          purchasable_id: service.id,
          is_add_ons: service.is_add_ons,
          name: service.name,
          image: service.icon,
          option: {
            id: option.id,
            is_exclusive: option.is_exclusive,
            name: option.name,
            price: priceForCarGroup(option.prices, carGroupId),
          },
        },
      }),
    [cart, carGroupId],
  );
  // The cards depend on the list, the language and add only: opening a dialog or typing a
  // search must not re-render 500 of them.
  const cards = useMemo(
    () =>
      items.map((service) => {
        const name = service.name[language] || service.name.en;
        return (
          <CardCell
            key={service.id}
            label={name}
            onEnter={() => {
              const first = service.options[0];
              if (first) add(service, first);
            }}
          >
            <CatalogueItemCard
              title={name}
              imageUrl={service.icon}
              actions={
                <>
                  {service.included.length > 0 ? (
                    <Button
                      excludeFromTabOrder
                      variant="ghost"
                      size="sm"
                      onPress={() => setIncluded(service)}
                    >
                      {t('pos.see-more')}
                    </Button>
                  ) : null}
                  <Button
                    excludeFromTabOrder
                    variant="primary"
                    size="sm"
                    onPress={() => setOpen(service)}
                  >
                    {t('pos.select-count', { count: service.options.length })}
                  </Button>
                </>
              }
            />
          </CardCell>
        );
      }),
    [items, language, add, t],
  );

  return (
    <CatalogueLayout
      title={t('pos.nav-services')}
      searchLabel={t('pos.search-services')}
      onSearch={setQuery}
      isLoading={services.isLoading || services.isRefreshing}
      hasFailed={services.hasFailed}
      failedText={t('errors.load-services-failed')}
      onRetry={services.retry}
      emptyText={t('empty.no-services')}
      count={items.length}
      overlays={
        <LazyPartBoundary>
          {open !== null ? (
            <ServiceOptionsDialog service={open} onClose={() => setOpen(null)} onAdd={add} />
          ) : null}
          {included !== null ? (
            <IncludedDialog service={included} onClose={() => setIncluded(null)} />
          ) : null}
        </LazyPartBoundary>
      }
    >
      {cards}
    </CatalogueLayout>
  );
}
