import { orderDeleteRefusal, orderPaymentRefusal } from '@lamaa/domain';

/** An action of an order row's menu. */
export type OrderAction = 'view' | 'pay' | 'delete';

/**
 * The actions an order row offers: View Order always, Complete Payment unless Paid or cancelled, Delete
 * Order only for pending, cancelled or waiting-for-payment orders (any case) with nothing paid.
 * @example orderActions({ status: 'Completed', payment_status: 'Paid' }) // ['view']
 */
export function orderActions(order: {
  readonly status: string;
  readonly payment_status: string | null;
}): OrderAction[] {
  const actions: OrderAction[] = ['view'];
  if (orderPaymentRefusal(order) === null) actions.push('pay');
  if (orderDeleteRefusal(order) === null) actions.push('delete');
  return actions;
}
