import type { Order } from '@lamaa/api-client';
import { formatOrderNumber } from '@lamaa/domain';
import {
  type DataColumn,
  DataTable,
  Money,
  PaymentBadge,
  StatusBadge,
  useFormat,
  useLocale,
} from '@lamaa/ui';
import { type ReactNode, useMemo } from 'react';
import { useCounterBranch } from '../../shared/session/counter-branch.js';
import { OrderActionsButton, useOrderActionsMenu } from './order-actions-menu.js';
import type { OrderAction } from './order-actions.js';
import { CarLabel } from './car-label.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of OrdersTable. */
export interface OrdersTableProps {
  readonly orders: readonly Order[];
  readonly isLoading: boolean;
  readonly errorMessage?: string;
  readonly onRetry: () => void;
  readonly emptyState: ReactNode;
  readonly t: OrdersText;
  readonly onAction: (order: Order, action: OrderAction) => void;
}

/**
 * The seven-column orders table (Order, Customer, Status, Payment, Total, Date, Actions): the
 * order number with its item count, the customer with the car label, both badges, the total,
 * the created date in the language on screen and the row's action menu.
 */
export function OrdersTable({
  orders,
  isLoading,
  errorMessage,
  onRetry,
  emptyState,
  t,
  onAction,
}: OrdersTableProps) {
  const format = useFormat();
  // The branch's clock, whatever the till's zone.
  const { timeZone } = useCounterBranch();
  const { language } = useLocale();
  const { menu, openMenu, openFor } = useOrderActionsMenu(t, onAction);
  // The same columns from render to render (the table renders every cell again when they
  // change): they change with the language, the zone and the row whose menu is open.
  const columns = useMemo<DataColumn<Order>[]>(
    () => [
      {
        id: 'order',
        header: t('orders.col-order'),
        isRowHeader: true,
        render: (order) => (
          <div className="orders-cell">
            <span className="orders-cell__primary">
              {/* '#LM-000232' reads left to right in Arabic too, never 'LM-000232#'. */}
              <bdi dir="ltr">{formatOrderNumber(order)}</bdi>
            </span>
            <span className="orders-cell__secondary">
              {t('orders.item-count', { count: format.number(order.items.length) })}
            </span>
          </div>
        ),
      },
      {
        id: 'customer',
        header: t('orders.col-customer'),
        render: (order) => (
          <div className="orders-cell">
            <span className="orders-cell__primary">{order.customer?.name ?? ''}</span>
            <span className="orders-cell__secondary">
              <CarLabel order={order} language={language} />
            </span>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('orders.col-status'),
        render: (order) => <StatusBadge status={order.status} />,
      },
      {
        id: 'payment',
        header: t('orders.col-payment'),
        render: (order) => <PaymentBadge status={order.payment_status ?? ''} />,
      },
      {
        id: 'total',
        header: t('orders.col-total'),
        align: 'end',
        render: (order) => <Money fils={order.total_price} />,
      },
      {
        id: 'date',
        header: t('orders.col-date'),
        render: (order) =>
          order.created_at === null ? (
            ''
          ) : (
            <span className="orders-cell__date">{format.dateTime(order.created_at, timeZone)}</span>
          ),
      },
      {
        id: 'actions',
        header: t('orders.col-actions'),
        align: 'end',
        render: (order) => (
          <OrderActionsButton order={order} isOpen={order.id === openFor} t={t} onOpen={openMenu} />
        ),
      },
    ],
    [t, format, language, timeZone, openMenu, openFor],
  );
  return (
    <>
      <DataTable
        label={t('orders.title')}
        columns={columns}
        rows={orders}
        isLoading={isLoading}
        {...(errorMessage === undefined ? {} : { errorMessage })}
        onRetry={onRetry}
        emptyState={emptyState}
      />
      {menu}
    </>
  );
}
