import type { Order } from '@lamaa/api-client';
import {
  formatOrderNumber,
  ORDER_SEARCH_DEBOUNCE_MS,
  orderCounter,
  ORDERS_PAGE_SIZE,
} from '@lamaa/domain';
import {
  ConfirmDialog,
  EmptyState,
  Pagination,
  SearchInput,
  useFormat,
  useLoader,
} from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { useApi } from '../../shared/api/api-context.js';
import { useWithApproval } from '../../shared/approval/approval-context.js';
import { grantAnswerOf, refusalOfResult } from '../../shared/approval/grant-answer.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { useToasts } from '../../shared/toasts-context.js';
import type { OrderAction } from './order-actions.js';
import { OrdersTable } from './orders-table.js';
import { useOrdersText } from './use-orders-text.js';
import { useOrdersUrl } from './use-orders-url.js';
import './orders.css';

// The dialogs load when first opened, so the list's own chunk stays small.
const OrderDetailsDialog = retryableLazy(() =>
  import('./order-details-dialog.js').then((module) => ({ default: module.OrderDetailsDialog })),
);
const PaymentDialog = retryableLazy(() =>
  import('./payment-dialog.js').then((module) => ({ default: module.PaymentDialog })),
);
const RefundDialog = retryableLazy(() =>
  import('./refund-dialog.js').then((module) => ({ default: module.RefundDialog })),
);

/** Which dialog is open, for which order. */
type OpenDialog = { readonly action: OrderAction; readonly order: Order } | null;

/**
 * /orders: heading, search (500 ms debounce, clear → page 1), the counter card, the orders
 * table with its row menus, pagination, and the View Order, payment and delete dialogs; page
 * and search live in the URL.
 */
export function OrdersPage() {
  const t = useOrdersText();
  const api = useApi();
  const withApproval = useWithApproval();
  const toasts = useToasts();
  const format = useFormat();
  const { page, search, setPage, setSearch } = useOrdersUrl();
  const list = useLoader('orders', { page, search }, (request, signal) =>
    api.listOrders(
      {
        page: request.page,
        per_page: ORDERS_PAGE_SIZE,
        ...(request.search === '' ? {} : { q: request.search }),
      },
      signal,
    ),
  );
  // The search goes out the moment the 500 ms wait ends; the URL and the table follow in the
  // render (a navigation renders the whole page first, which delayed the call by 90-190 ms).
  const loadOrders = list.load;
  const searchNow = useCallback(
    (text: string) => {
      const next = text.trim();
      if (next !== search) loadOrders({ page: 1, search: next });
      setSearch(text);
    },
    [search, loadOrders, setSearch],
  );
  // A failed load shows no page: no rows and no count that reads like a real figure.
  const shown = list.hasFailed ? null : list.data;
  const isBusy = list.isLoading || list.isRefreshing;
  // Back and forward (POP) remount the search box so it shows the URL's search; our own pushes
  // while typing must not, or the box would lose focus mid-word.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchBoxKey, setSearchBoxKey] = useState(location.key);
  if (navigationType === NavigationType.Pop && location.key !== searchBoxKey)
    setSearchBoxKey(location.key);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const openDialog = useCallback(
    (order: Order, action: OrderAction) => setDialog({ order, action }),
    [],
  );
  const [isDeleting, setIsDeleting] = useState(false);
  const rows = shown?.data ?? [];
  const hasNextPage = (shown?.next_page_url ?? null) !== null;
  // The counter takes the pager's own facts, so the card and "of n results" always agree.
  const counter = orderCounter({
    search,
    page,
    perPage: ORDERS_PAGE_SIZE,
    itemCount: rows.length,
    total: shown?.total ?? null,
    hasNextPage,
  });
  // Before any answer nothing says the total is missing: only a search makes it "found".
  const isFound = shown === null ? search.trim() !== '' : counter.kind === 'found';

  const confirmDelete = async (order: Order) => {
    setIsDeleting(true);
    // When the business asks for it, deleting needs a manager's PIN first.
    const result = await withApproval({
      call: (approvalToken) => api.deleteOrder(order.id, { approvalToken }),
      refusalOf: refusalOfResult,
      grant: async (pin, kinds) =>
        grantAnswerOf(await api.grantApproval({ pin, actions: kinds, order_id: order.id })),
    });
    setIsDeleting(false);
    setDialog(null);
    if (result.error || !result.data.success) toasts.error(t('errors.delete-order-failed'));
    else toasts.success(t('toasts.order-deleted'));
    list.retry();
  };

  const emptyState =
    search === '' ? (
      <EmptyState title={t('empty.no-orders-yet')} />
    ) : (
      <EmptyState
        title={t('empty.no-orders')}
        description={t('orders.for-search', { term: search })}
      />
    );

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <header className="orders-page__header">
        <div>
          <h1 id="orders-title" className="pos-page-title">
            {t('orders.title')}
          </h1>
          <p className="orders-page__subtitle">{t('orders.subtitle')}</p>
        </div>
        <div className="orders-counter" data-testid="orders-counter">
          <span className="orders-counter__label">
            {t(isFound ? 'orders.orders-found' : 'orders.total-orders')}
          </span>
          <bdi className="orders-counter__count">
            {/* No count before a page has arrived: a failed or first load knows no figure yet. */}
            {shown === null ? (
              '–'
            ) : (
              <>
                {format.number(counter.count)}
                {counter.isApproximate ? '+' : ''}
              </>
            )}
          </bdi>
        </div>
      </header>
      <div className="orders-page__search">
        <SearchInput
          key={searchBoxKey}
          label={t('orders.search-label')}
          placeholder={t('orders.search-placeholder')}
          defaultValue={search}
          debounceMs={ORDER_SEARCH_DEBOUNCE_MS}
          onSearch={searchNow}
        />
      </div>
      <OrdersTable
        orders={rows}
        isLoading={isBusy}
        {...(list.hasFailed ? { errorMessage: t('errors.fetch-orders-failed') } : {})}
        onRetry={list.retry}
        emptyState={emptyState}
        t={t}
        onAction={openDialog}
      />
      {shown !== null && (rows.length > 0 || page > 1) ? (
        <Pagination
          page={page}
          perPage={ORDERS_PAGE_SIZE}
          itemCount={rows.length}
          total={shown.total}
          hasNextPage={hasNextPage}
          isDisabled={isBusy}
          onPageChange={setPage}
        />
      ) : null}
      <LazyPartBoundary>
        {dialog?.action === 'view' ? (
          <OrderDetailsDialog order={dialog.order} t={t} onClose={() => setDialog(null)} />
        ) : null}
        {dialog?.action === 'pay' ? (
          <PaymentDialog
            order={dialog.order}
            t={t}
            onClose={() => setDialog(null)}
            onPaid={list.retry}
          />
        ) : null}
        {dialog?.action === 'refund' ? (
          <RefundDialog
            order={dialog.order}
            t={t}
            onClose={() => setDialog(null)}
            onRefunded={list.retry}
          />
        ) : null}
      </LazyPartBoundary>
      <ConfirmDialog
        kind="delete"
        title={t('dialogs.delete-order-title')}
        isOpen={dialog?.action === 'delete'}
        isBusy={isDeleting}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog !== null) void confirmDelete(dialog.order);
        }}
      >
        <p>
          {dialog === null
            ? ''
            : t('orders.delete-text', { number: formatOrderNumber(dialog.order) })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
