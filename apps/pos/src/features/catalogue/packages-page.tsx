import type { Package } from '@lamaa/api-client';
import { packagePriceForCarGroup } from '@lamaa/domain';
import { useLoader, useLocale } from '@lamaa/ui';
import { CatalogueItemCard } from './catalogue-item-card.js';
import { useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { CardCell } from './card-cell.js';
import { CatalogueLayout } from './catalogue-layout.js';
import { CardAddButton, CardPrice } from './priced-card-parts.js';
import { usePageEnter } from './use-page-enter.js';
import { useVehicleGroup } from './use-vehicle-group.js';

/** /packages: cards with image, the Active tag, the price for the car group or No Price, and Select Car / No Price / Add to Cart. */
export function PackagesPage() {
  const t = useText();
  const { language } = useLocale();
  const api = useApi();
  const cart = useCartActor();
  const { customer } = useSelection();
  const { hasVehicle, carGroupId } = useVehicleGroup();
  usePageEnter('package');
  const [query, setQuery] = useState('');
  const packages = useLoader('packages', query, (q: string, signal) =>
    api.getPackages(q || undefined, signal),
  );
  const items = packages.data ?? [];
  const add = (item: Package, price: number | null) =>
    cart.send({
      type: 'cart.add',
      candidate: {
        purchasable_type: 'package',
        purchasable_id: item.id,
        price,
        name: item.name,
        image: item.image,
      },
    });
  return (
    <CatalogueLayout
      title={t('pos.nav-packages')}
      searchLabel={t('pos.search-packages')}
      onSearch={setQuery}
      isLoading={packages.isLoading || packages.isRefreshing}
      hasFailed={packages.hasFailed}
      failedText={t('errors.load-packages-failed')}
      onRetry={packages.retry}
      emptyText={t('empty.no-packages')}
      count={items.length}
      hint={
        customer === null || !hasVehicle ? (
          <p className="pos-catalogue__price-note">{t('pos.personalised-pricing-hint')}</p>
        ) : null
      }
    >
      {items.map((item) => {
        const price = packagePriceForCarGroup(item.prices, carGroupId);
        const name = item.name[language] || item.name.en;
        return (
          <CardCell key={item.id} label={name} onEnter={() => add(item, price)}>
            <CatalogueItemCard
              title={name}
              imageUrl={item.image}
              tag={item.is_active ? t('pos.active') : undefined}
              tagTone="green"
              price={<CardPrice price={price} t={t} />}
              actions={
                <CardAddButton
                  hasVehicle={hasVehicle}
                  price={price}
                  t={t}
                  onAdd={() => add(item, price)}
                />
              }
            />
          </CardCell>
        );
      })}
    </CatalogueLayout>
  );
}
