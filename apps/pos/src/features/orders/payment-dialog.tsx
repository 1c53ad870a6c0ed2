import type { Order, PaymentResponse } from '@lamaa/api-client';
import {
  changeDue,
  FIRST_SPLIT,
  formatOrderNumber,
  isCardPartialNoteShown,
  orderPaymentMachine,
  type OrderPaymentCode,
  type OrderPaymentEvent,
  type PaymentReceipt as MachineReceipt,
  type PaymentSubmission,
} from '@lamaa/domain';
import { AmountField, Button, Dialog, Money, TextField } from '@lamaa/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../shared/api/api-context.js';
import { CheckBox } from '../../shared/check-box.js';
import { ChoiceGroup } from '../../shared/choice/choice-group.js';
import { refusalOfResult } from '../../shared/approval/grant-answer.js';
import { SplitPartsEditor } from '../../shared/payment/split-parts-editor.js';
import { splitRefusalText } from '../../shared/payment/split-refusal-text.js';
import { useSplitText } from '../../shared/payment/use-split-text.js';
import { OpenShiftOffer } from '../../shared/shifts/open-shift-offer.js';
import { useOpenShiftText } from '../../shared/shifts/use-open-shift-text.js';
import { refusalTextOf } from '../../shared/i18n/use-text.js';
import { makeId } from '../../shared/make-id.js';
import { useToasts } from '../../shared/toasts-context.js';
import { useCurrent } from '../../shared/i18n/use-current.js';
import { amountDue } from './order-display.js';
import { Fact } from './fact.js';
import { PaymentReceipt } from './payment-receipt.js';
import type { OrdersText } from './use-orders-text.js';

/** Props of PaymentDialog. */
export interface PaymentDialogProps {
  readonly order: Order;
  readonly t: OrdersText;
  readonly onClose: () => void;
  /** Called once a payment went through, so the list reloads. */
  readonly onPaid: () => void;
}

const CODE_TEXT = {
  'payment.method-required': 'orders.method-required',
  'payment.cash-invalid': 'orders.cash-invalid',
  'payment.partial-exceeds-total': 'orders.partial-exceeds-total',
  'payment.cash-below-total': 'orders.cash-below-total',
} as const satisfies Partial<Record<OrderPaymentCode, string>>;

const isSingleCode = (code: string): code is keyof typeof CODE_TEXT => code in CODE_TEXT;

/** The methods a later payment's parts may use (those of the dialog). */
const SPLIT_METHODS = ['cash', 'visa'] as const;

/** What one `payment.edit` event may change. */
type EditChanges = Extract<OrderPaymentEvent, { type: 'payment.edit' }>['changes'];

/**
 * The payment dialog of an existing order, run by the domain's orderPaymentMachine: method,
 * full or partial, cash with change, the spec's validation texts, the card-partial note and an
 * optional visa reference; each attempt carries its own Idempotency-Key (a retry reuses it);
 * then the receipt.
 */
export function PaymentDialog({ order, t, onClose, onPaid }: PaymentDialogProps) {
  const api = useApi();
  const toasts = useToasts();
  // The machine outlives a language change; its actor reads the current translator here.
  const text = useCurrent(t);
  const [answer, setAnswer] = useState<PaymentResponse | null>(null);
  const [logic] = useState(() =>
    orderPaymentMachine.provide({
      actors: {
        submitPayment: fromPromise<MachineReceipt, PaymentSubmission>(async ({ input }) => {
          const result = await api.payOrder(input.payload, {
            idempotencyKey: input.idempotencyKey,
          });
          if (result.error || !result.data.success) {
            toasts.error(text.current('errors.complete-payment-failed'));
            // A refusal with a code is shown in the interface language, never in the server's English.
            const refused = result.error ? refusalTextOf(text.current, result.error) : undefined;
            const body = result.error?.kind === 'http' ? result.error.body : null;
            const failure = new Error(refused ?? body?.message ?? result.data?.message ?? '');
            // The refusal travels with the failure, so the dialog can offer what fixes it.
            throw Object.assign(failure, { refusal: refusalOfResult(result) });
          }
          setAnswer(result.data);
          toasts.success(
            t(
              result.data.payment?.is_partial
                ? 'toasts.partial-payment-processed'
                : 'toasts.payment-completed',
            ),
          );
          onPaid();
          return { reference: result.data.payment?.reference_number ?? null };
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { orderId: order.id, total: amountDue(order), makeId },
  });
  const { form, rejection, error } = snapshot.context;
  const splitText = useSplitText();
  const shiftText = useOpenShiftText();
  const isBusy = snapshot.matches('submitting');
  const parts = form.parts ?? null;
  const rejectionText =
    rejection === null
      ? undefined
      : isSingleCode(rejection.code)
        ? t(CODE_TEXT[rejection.code])
        : splitRefusalText(rejection, splitText);
  const refusedVault = error?.refusal?.params?.['vault_id'];
  const payment = answer?.payment ?? null;
  const close = () => onClose();

  if (snapshot.matches('completed') && payment !== null) {
    const paidOrder = answer?.order ?? order;
    return (
      <Dialog
        title={t('orders.receipt-title')}
        isOpen
        onOpenChange={(isOpen) => !isOpen && close()}
      >
        <PaymentReceipt
          payment={payment}
          parts={answer?.payments ?? []}
          order={paidOrder}
          t={t}
          onCopy={() => {
            void navigator.clipboard
              .writeText(payment.reference_number)
              .then(() => toasts.success(t('toasts.reference-copied')));
          }}
        />
      </Dialog>
    );
  }

  const edit = (changes: EditChanges) => send({ type: 'payment.edit', changes });
  const change = changeDue(form);
  if (snapshot.matches('openingShift') && typeof refusedVault === 'number') {
    return (
      <Dialog
        title={t('orders.pay-title')}
        description={t('orders.order-title', { number: formatOrderNumber(order) })}
        isOpen
        onOpenChange={(isOpen) => !isOpen && close()}
      >
        <OpenShiftOffer
          vaultId={refusedVault}
          onOpened={() => send({ type: 'payment.shift-opened' })}
          onBack={() => send({ type: 'payment.shift-cancel' })}
        />
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('orders.pay-title')}
      description={t('orders.order-title', { number: formatOrderNumber(order) })}
      isOpen
      isDismissable={!isBusy}
      onOpenChange={(isOpen) => !isOpen && close()}
      footer={
        <>
          <Button variant="outline" onPress={close} isDisabled={isBusy}>
            {t('actions.cancel')}
          </Button>
          {snapshot.matches('failed') && error?.refusal?.code === 'shift.not-open' ? (
            <Button variant="outline" onPress={() => send({ type: 'payment.shift-open' })}>
              {shiftText('shifts.offer-open')}
            </Button>
          ) : null}
          {snapshot.matches('failed') ? (
            <Button onPress={() => send({ type: 'payment.retry' })}>
              {t('orders.retry-payment')}
            </Button>
          ) : (
            <Button
              onPress={() => send({ type: 'payment.submit' })}
              isBusy={isBusy}
              busyLabel={t('orders.paying')}
            >
              {t('orders.pay')}
            </Button>
          )}
        </>
      }
    >
      <dl className="orders-facts">
        <Fact label={t('orders.order-total')}>
          <Money fils={order.total_price} />
        </Fact>
        <Fact label={t('orders.paid-so-far')}>
          <Money fils={order.cash ?? 0} />
        </Fact>
        <Fact label={t('orders.amount-due')}>
          <strong>
            <Money fils={form.total} />
          </strong>
        </Fact>
      </dl>
      <div className="orders-pay">
        {parts !== null ? (
          <SplitPartsEditor
            parts={parts}
            owed={form.total}
            methods={SPLIT_METHODS}
            isDisabled={isBusy}
            onChange={(next) => edit({ parts: next })}
          />
        ) : null}
        {parts !== null &&
        rejectionText !== undefined &&
        parts.some((part) => part.amount.trim() === '') ? (
          <p className="orders-pay__error" role="alert">
            {rejectionText}
          </p>
        ) : null}
        {parts === null ? (
          <>
            <ChoiceGroup
              orientation="horizontal"
              label={t('orders.payment-method')}
              options={[
                { value: 'cash', label: t('orders.method-cash') },
                { value: 'visa', label: t('orders.method-visa') },
              ]}
              value={form.method}
              isDisabled={isBusy}
              onChange={(method) => edit({ method })}
              isInvalid={rejection?.code === 'payment.method-required'}
            />
            <ChoiceGroup
              orientation="horizontal"
              label={t('orders.payment-type')}
              options={[
                { value: 'full', label: t('orders.full-payment') },
                { value: 'partial', label: t('orders.partial-payment') },
              ]}
              value={form.isPartial ? 'partial' : 'full'}
              isDisabled={isBusy}
              onChange={(type) => edit({ isPartial: type === 'partial' })}
            />
            {form.method === 'cash' ? (
              <AmountField
                label={t('orders.cash-amount')}
                value={form.cash}
                isDisabled={isBusy}
                onChange={(cash) => edit({ cash })}
                {...(rejectionText !== undefined && rejection?.code !== 'payment.method-required'
                  ? { errorMessage: rejectionText }
                  : {})}
              />
            ) : null}
            {change > 0 ? (
              <p className="orders-pay__change">
                {t('orders.change-due')}: <Money fils={change} />
              </p>
            ) : null}
            {isCardPartialNoteShown(form) ? (
              <p className="orders-pay__note">{t('orders.card-partial-note')}</p>
            ) : null}
            {form.method === 'visa' ? (
              <TextField
                label={t('orders.visa-reference')}
                value={form.reference ?? ''}
                isDisabled={isBusy}
                onChange={(reference) => edit({ reference })}
              />
            ) : null}
          </>
        ) : null}
        <CheckBox
          isSelected={parts !== null}
          isDisabled={isBusy}
          onChange={(isSelected) => edit({ parts: isSelected ? FIRST_SPLIT : null })}
        >
          {splitText('split.payment')}
        </CheckBox>
        {rejection?.code === 'payment.method-required' && rejectionText !== undefined ? (
          <p className="orders-pay__error" role="alert">
            {rejectionText}
          </p>
        ) : null}
        {error !== null ? (
          <p className="orders-pay__error" role="alert">
            {error.message ?? t('errors.complete-payment-failed')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
