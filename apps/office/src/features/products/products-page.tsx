import type { OfficeProduct } from '@lamaa/api-client';
import { Banner, Button, DataTable, EmptyState, Money, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { ProductDialog } from './product-dialog.js';
import { archivedColumn, editColumn, nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/products (the owner): every product, archived ones too, with Add and Edit. */
export function ProductsPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const products = useLoader('office-products', null, (_, signal) =>
    api.listOfficeProducts(signal),
  );
  const [editing, setEditing] = useState<OfficeProduct | null | undefined>(undefined);
  const nameOf = (product: OfficeProduct) => nameIn(product.name, language);
  return (
    <section className="office-page" aria-labelledby="products-title">
      <header className="office-page__header">
        <div>
          <h1 id="products-title" className="office-page__title">
            {t('office.products-title')}
          </h1>
          <p className="office-page__intro">{t('office.products-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-product')}
        </Button>
      </header>
      {products.hasFailed && products.data ? (
        <Banner tone="error" onRetry={products.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.products-title')}
        rows={products.data ?? []}
        isLoading={products.isLoading}
        {...(products.hasFailed && !products.data
          ? { errorMessage: t('office.load-failed'), onRetry: products.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-products')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'price',
            header: t('office.price'),
            render: (product) => <Money fils={product.price} />,
          },
          {
            id: 'before',
            header: t('office.before-discount'),
            render: (product) =>
              product.before_discount_price === null ? (
                '—'
              ) : (
                <Money fils={product.before_discount_price} />
              ),
          },
          archivedColumn(t, 'office.on-sale'),
          editColumn(t, nameOf, setEditing),
        ]}
      />
      {editing !== undefined ? (
        <ProductDialog
          product={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            products.retry();
          }}
        />
      ) : null}
    </section>
  );
}
