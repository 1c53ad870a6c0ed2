import {
  hasOrderPayments,
  orderDeleteRefusal,
  orderPaymentRefusal,
  refundableFils,
} from '@lamaa/domain';

/** An action of an order row's menu. */
export type OrderAction = 'view' | 'pay' | 'delete' | 'refund';

/**
 * The actions an order row offers: View Order always, Complete Payment unless Paid or cancelled, Delete
 * Order only for pending, cancelled or waiting-for-payment orders (any case) with nothing paid,
 * Refund once money was taken and some of it is left to give back (`cash` and `refunded` in fils).
 * @example orderActions({ status: 'Completed', payment_status: 'Paid' }) // ['view']
 */
export function orderActions(order: {
  readonly status: string;
  readonly payment_status: string | null;
  readonly cash?: number | null;
  readonly refunded?: number;
}): OrderAction[] {
  const actions: OrderAction[] = ['view'];
  if (orderPaymentRefusal(order) === null) actions.push('pay');
  if (orderDeleteRefusal(order) === null) actions.push('delete');
  if (
    hasOrderPayments(order.payment_status) &&
    refundableFils(order.cash ?? 0, order.refunded ?? 0) > 0
  )
    actions.push('refund');
  return actions;
}
