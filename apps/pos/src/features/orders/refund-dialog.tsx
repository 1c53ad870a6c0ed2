import type { Order } from '@lamaa/api-client';
import {
  filsToAed,
  formatOrderNumber,
  REFUND_REASONS,
  type RefundAnswer,
  type RefundEvent,
  type RefundFormCode,
  refundMachine,
  type RefundSubmission,
  refundableFils,
  type Refusal,
} from '@lamaa/domain';
import { AmountField, Button, Dialog, Money, refusalKey, useLocale } from '@lamaa/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { useApi } from '../../shared/api/api-context.js';
import { ChoiceGroup } from '../../shared/choice/choice-group.js';
import { useWithApproval } from '../../shared/approval/approval-context.js';
import { grantAnswerOf, refusalOfResult } from '../../shared/approval/grant-answer.js';
import { makeId } from '../../shared/make-id.js';
import { useCurrent } from '../../shared/i18n/use-current.js';
import { useToasts } from '../../shared/toasts-context.js';
import { Fact } from './fact.js';
import { localName } from './order-display.js';
import { RefundResult } from './refund-result.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of RefundDialog. */
export interface RefundDialogProps {
  readonly order: Order;
  readonly t: OrdersText;
  readonly onClose: () => void;
  /** Called once a refund went through, so the list reloads. */
  readonly onRefunded: () => void;
}

type EditChanges = Extract<RefundEvent, { type: 'refund.edit' }>['changes'];

/** A refusal's text: AED amounts in `max` as the server words them. */
function refusalText(
  t: OrdersText,
  refusal: Refusal | { code: RefundFormCode; params?: Readonly<Record<string, string | number>> },
): string {
  const max = refusal.params?.['max'];
  const params =
    typeof max === 'number'
      ? { ...refusal.params, max: filsToAed(max).toFixed(2) }
      : refusal.params;
  return t(refusalKey(refusal.code), params);
}

/**
 * The Refund dialog of a paid order, run by the domain's refundMachine: everything refundable,
 * chosen items or an amount; a listed reason; to the original method or in cash. The call goes
 * through the approval flow, so the manager's PIN is asked when the business's rules want it;
 * then the result with its tax credit note.
 */
export function RefundDialog({ order, t, onClose, onRefunded }: RefundDialogProps) {
  const api = useApi();
  const withApproval = useWithApproval();
  const toasts = useToasts();
  // The machine outlives a language change; its actor reads the current translator here.
  const text = useCurrent(t);
  const { language } = useLocale();
  const refundable = refundableFils(order.cash ?? 0, order.refunded);
  const [logic] = useState(() =>
    refundMachine.provide({
      actors: {
        submitRefund: fromPromise<RefundAnswer, RefundSubmission>(async ({ input }) => {
          const result = await withApproval({
            call: (approvalToken) =>
              api.refundOrder(input.payload, {
                idempotencyKey: input.idempotencyKey,
                approvalToken,
              }),
            refusalOf: refusalOfResult,
            grant: async (pin, kinds) =>
              grantAnswerOf(await api.grantApproval({ pin, actions: kinds, order_id: order.id })),
          });
          if (result.error) {
            const refusal = refusalOfResult(result);
            if (refusal === null || refusal.code === 'server.error') throw new Error('refund');
            return { ok: false, refusal };
          }
          const { refund, credit_note: note } = result.data.data;
          onRefunded();
          toasts.success(text.current('orders.refund-done-title'));
          return { ok: true, value: { amount: refund.amount, creditNote: note } };
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { orderId: order.id, refundable, makeId },
  });
  const { form, rejection, refusal, done } = snapshot.context;
  const isBusy = snapshot.matches('submitting');
  const edit = (changes: EditChanges) => send({ type: 'refund.edit', changes });
  const title = t('orders.refund-title', { number: formatOrderNumber(order) });

  if (snapshot.matches('done') && done !== null) {
    return (
      <Dialog
        title={t('orders.refund-done-title')}
        isOpen
        onOpenChange={(open) => !open && onClose()}
      >
        <RefundResult done={done} t={t} onClose={onClose} />
      </Dialog>
    );
  }

  const problem =
    rejection !== null
      ? refusalText(t, {
          code: rejection.code as RefundFormCode,
          ...(rejection.params ? { params: rejection.params } : {}),
        })
      : refusal !== null && refusal.code !== 'approval.required'
        ? refusalText(t, refusal)
        : null;
  return (
    <Dialog
      title={title}
      isOpen
      isDismissable={!isBusy}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" onPress={onClose} isDisabled={isBusy}>
            {t('actions.cancel')}
          </Button>
          {snapshot.matches('failed') ? (
            <Button onPress={() => send({ type: 'refund.retry' })}>{t('actions.retry')}</Button>
          ) : (
            <Button
              onPress={() => send({ type: 'refund.submit' })}
              isBusy={isBusy}
              busyLabel={t('orders.refunding')}
            >
              {t('orders.refund-submit')}
            </Button>
          )}
        </>
      }
    >
      <dl className="orders-facts">
        <Fact label={t('orders.paid-so-far')}>
          <Money fils={order.cash ?? 0} />
        </Fact>
        <Fact label={t('orders.refunded-so-far')}>
          <Money fils={order.refunded} />
        </Fact>
        <Fact label={t('orders.refundable')}>
          <strong data-testid="refundable">
            <Money fils={refundable} />
          </strong>
        </Fact>
      </dl>
      <div className="orders-pay">
        <ChoiceGroup
          label={t('orders.refund-what')}
          options={[
            { value: 'whole', label: t('orders.refund-whole') },
            { value: 'lines', label: t('orders.refund-lines') },
            { value: 'amount', label: t('orders.refund-amount') },
          ]}
          value={form.mode}
          isDisabled={isBusy}
          onChange={(mode) => edit({ mode })}
        />
        {form.mode === 'lines' ? (
          <CheckboxGroup
            className="pos-choice"
            value={form.lineIds.map(String)}
            isDisabled={isBusy}
            onChange={(ids) => edit({ lineIds: ids.map(Number) })}
          >
            <Label className="pos-choice__label">{t('orders.refund-items')}</Label>
            {order.items.map((item) => (
              <Checkbox key={item.id} className="pos-choice__option" value={String(item.id)}>
                {localName(item.name, language)} × {item.quantity}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : null}
        {form.mode === 'amount' ? (
          <AmountField
            label={t('orders.refund-amount-label')}
            value={form.amount}
            isDisabled={isBusy}
            onChange={(amount) => edit({ amount })}
          />
        ) : null}
        <ChoiceGroup
          label={t('orders.refund-reason')}
          options={REFUND_REASONS.map((code) => ({
            value: code,
            label: t(`orders.refund-reason-${code}`),
          }))}
          value={form.reason}
          isDisabled={isBusy}
          onChange={(reason) => edit({ reason })}
        />
        <ChoiceGroup
          orientation="horizontal"
          label={t('orders.refund-method')}
          options={[
            { value: 'original', label: t('orders.refund-original') },
            { value: 'cash', label: t('orders.refund-cash') },
          ]}
          value={form.method}
          isDisabled={isBusy}
          onChange={(method) => edit({ method })}
        />
        <p className="orders-pay__note">{t('orders.manager-pin-note')}</p>
        {problem !== null ? (
          <p className="orders-pay__error" role="alert">
            {problem}
          </p>
        ) : null}
        {snapshot.matches('failed') ? (
          <p className="orders-pay__error" role="alert">
            {t('orders.refund-failed')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
