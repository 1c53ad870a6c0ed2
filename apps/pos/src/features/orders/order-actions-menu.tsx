import type { Order } from '@lamaa/api-client';
import { formatOrderNumber } from '@lamaa/domain';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { type OrderAction, orderActions } from './order-actions.js';
import type { OrdersText } from './use-orders-text.js';

const LABELS = {
  view: 'orders.view-order',
  pay: 'orders.complete-payment',
  delete: 'orders.delete-order',
  refund: 'orders.refund-order',
} as const;

/** The menu that is open: which order's, under which row's button. */
interface OpenMenu {
  readonly order: Order;
  readonly trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The orders table's one actions menu: every row has a light "⋯" button (OrderActionsButton)
 * and this one popover opens under the button pressed. A React Aria menu trigger in each row
 * cost about a fifth of the page's longest task.
 */
export function useOrderActionsMenu(
  t: OrdersText,
  onAction: (order: Order, action: OrderAction) => void,
) {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const openMenu = useCallback(
    (order: Order, trigger: OpenMenu['trigger']) => setOpen({ order, trigger }),
    [],
  );
  const menu =
    open === null ? null : (
      <Popover
        className="orders-menu__popover"
        placement="bottom end"
        triggerRef={open.trigger}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      >
        <Menu
          className="orders-menu"
          aria-label={t('orders.actions-for', { number: formatOrderNumber(open.order) })}
          autoFocus="first"
          onAction={(key) => {
            setOpen(null);
            onAction(open.order, key as OrderAction);
          }}
        >
          {orderActions(open.order).map((action) => (
            <MenuItem
              key={action}
              id={action}
              className={`orders-menu__item${action === 'delete' ? ' orders-menu__item--danger' : ''}`}
            >
              {t(LABELS[action])}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    );
  return { menu, openMenu, openFor: open?.order.id };
}

/** Props of OrderActionsButton. */
export interface OrderActionsButtonProps {
  readonly order: Order;
  readonly isOpen: boolean;
  readonly t: OrdersText;
  readonly onOpen: (order: Order, trigger: RefObject<HTMLButtonElement | null>) => void;
}

/** A row's "⋯" button: opens the table's actions menu under itself. */
export function OrderActionsButton({ order, isOpen, t, onOpen }: OrderActionsButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={ref}
      type="button"
      className="orders-menu__trigger"
      aria-label={t('orders.actions-for', { number: formatOrderNumber(order) })}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      onClick={() => onOpen(order, ref)}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}
