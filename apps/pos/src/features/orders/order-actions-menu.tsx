import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { OrderAction } from './order-actions.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of OrderActionsMenu. */
export interface OrderActionsMenuProps {
  /** The order number as shown ('#1042' or '0007'), for the button's accessible name. */
  readonly orderNumber: string;
  readonly actions: readonly OrderAction[];
  readonly t: OrdersText;
  readonly onAction: (action: OrderAction) => void;
}

const LABELS = {
  view: 'orders.view-order',
  pay: 'orders.complete-payment',
  delete: 'orders.delete-order',
  refund: 'orders.refund-order',
} as const;

/** The row's "⋯" button opening a React Aria menu; a click outside or Escape closes it. */
export function OrderActionsMenu({ orderNumber, actions, t, onAction }: OrderActionsMenuProps) {
  return (
    <MenuTrigger>
      <Button
        className="orders-menu__trigger"
        aria-label={t('orders.actions-for', { number: orderNumber })}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      <Popover className="orders-menu__popover" placement="bottom end">
        <Menu className="orders-menu" onAction={(key) => onAction(key as OrderAction)}>
          {actions.map((action) => (
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
    </MenuTrigger>
  );
}
