import type { Product } from '@lamaa/api-client';
import { percentOffBadge } from '@lamaa/domain';
import { Button, Money, useLoader, useLocale } from '@lamaa/ui';
import { CatalogueItemCard } from './catalogue-item-card.js';
import { useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { CardCell } from './card-cell.js';
import { CatalogueLayout } from './catalogue-layout.js';
import { usePageEnter } from './use-page-enter.js';
import { useVehicleGroup } from './use-vehicle-group.js';

/** /products: cards with image and price, the struck-through original and percent-off badge, and Select Car / Add to Cart. */
export function ProductsPage() {
  const t = useText();
  const { language } = useLocale();
  const api = useApi();
  const cart = useCartActor();
  const { hasVehicle } = useVehicleGroup();
  usePageEnter('product');
  const [query, setQuery] = useState('');
  const products = useLoader('products', query, (q: string, signal) =>
    api.getProducts(q || undefined, signal),
  );
  const items = products.data ?? [];
  const add = (item: Product) =>
    cart.send({
      type: 'cart.add',
      candidate: {
        purchasable_type: 'product',
        purchasable_id: item.id,
        price: item.price,
        name: item.name,
        image: item.image,
      },
    });
  return (
    <CatalogueLayout
      title={t('pos.nav-products')}
      searchLabel={t('pos.search-products')}
      onSearch={setQuery}
      isLoading={products.isLoading || products.isRefreshing}
      hasFailed={products.hasFailed}
      failedText={t('errors.load-products-failed')}
      onRetry={products.retry}
      emptyText={t('empty.no-products')}
      count={items.length}
    >
      {items.map((item) => {
        const name = item.name[language] || item.name.en;
        const percent = percentOffBadge(item.price, item.before_discount_price);
        return (
          <CardCell key={item.id} label={name} onEnter={() => add(item)}>
            <CatalogueItemCard
              title={name}
              imageUrl={item.image}
              price={<Money fils={item.price} />}
              {...(percent !== null && item.before_discount_price !== null
                ? {
                    originalPrice: <Money fils={item.before_discount_price} isStruck />,
                    tag: t('pos.percent-off', { percent }),
                  }
                : {})}
              actions={
                <Button
                  excludeFromTabOrder
                  size="sm"
                  variant={hasVehicle ? 'primary' : 'secondary'}
                  onPress={() => add(item)}
                >
                  {hasVehicle ? t('pos.add-to-cart') : t('pos.select-car')}
                </Button>
              }
            />
          </CardCell>
        );
      })}
    </CatalogueLayout>
  );
}
