import { checkPaymentChoice, isSplitChoice, type LocationChoice } from '@lamaa/domain';
import { API_MESSAGES, orderNotSuccessfulMessage, orderSuccessMessage } from '@lamaa/api-client';
import { Banner, Button, Dialog, Spinner } from '@lamaa/ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { apiText } from '../../shared/i18n/use-text.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { LazyOpenShiftOffer } from '../../shared/shifts/lazy-open-shift-offer.js';
import { checkoutRefusalText } from './checkout-refusal-text.js';
import { LocationStep } from './location-step.js';
import { TimeSlotStep } from './time-slot-step.js';
import type { CheckoutFlow } from './use-checkout-flow.js';
import type { CheckoutText } from './use-checkout-text.js';
import { VaultStep } from './vault-step.js';

/** Props of CheckoutWizard. */
export interface CheckoutWizardProps {
  readonly flow: CheckoutFlow;
  /** Told the location type the location step shows, whenever it opens or changes. */
  readonly onLocationTypeChange?: (type: LocationChoice['type']) => void;
  readonly t: CheckoutText;
}

/** The failure text of a submission: the server's words or the spec's fallbacks. */
function failureText(flow: CheckoutFlow, t: CheckoutText): string {
  const error = flow.snapshot.context.error;
  if (error === null) return t('errors.checkout-failed');
  if (error.code === 'checkout.order-rejected')
    return apiText(t, orderNotSuccessfulMessage({ message: error.message }));
  return error.message ?? t('api.submit-order-failed');
}

/**
 * The success text: the server's message, else the spec's default. The server's own default is
 * that same English sentence, so it is shown in the language on screen like the fallback.
 */
function successText(message: string | null, t: CheckoutText): string {
  if (message?.trim() === API_MESSAGES['api.order-submitted']) return t('api.order-submitted');
  return apiText(t, orderSuccessMessage({ message }));
}

// The receipt (plans sold, split parts, the 80 mm layout) stays out of the shell's first load:
// it is fetched when the wizard opens, long before an order can succeed.
const OrderSuccess = retryableLazy(() =>
  import('./order-success.js').then((module) => ({ default: module.OrderSuccess })),
);

/**
 * The checkout dialog over the domain's machine: location → time slot → vault → submit →
 * success. A failed submission keeps the cart and offers Retry (same Idempotency-Key) or
 * another time slot (a slot that filled up meanwhile).
 */
export function CheckoutWizard({ flow, onLocationTypeChange, t }: CheckoutWizardProps) {
  const { actor, snapshot } = flow;
  const context = snapshot.context;
  const refusal = checkoutRefusalText(context.rejection, t);
  const isSubmitting = snapshot.matches('submitting');
  const isSuccess = snapshot.matches('success');
  const order = flow.answer.current?.order ?? null;
  const split = isSplitChoice(context.payment) ? context.payment.split : null;
  const checked = checkPaymentChoice(context.payment, context.total);
  const change = checked.ok ? (checked.value.split?.change ?? 0) : 0;
  const refusedVault = context.error?.refusal?.params?.['vault_id'];
  const close = () => actor.send({ type: isSuccess ? 'checkout.close' : 'checkout.cancel' });
  useEffect(() => void OrderSuccess.preload(), []);
  return (
    <Dialog
      title={isSuccess ? t('checkout.success-title') : t('checkout.title')}
      isOpen={!snapshot.matches('idle')}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isSubmitting) close();
      }}
      isDismissable={!isSubmitting}
      size="lg"
    >
      {snapshot.matches('location') ? (
        <LocationStep
          initial={context.location}
          refusal={refusal}
          t={t}
          onContinue={(location) => actor.send({ type: 'checkout.location-set', location })}
          onCancel={() => actor.send({ type: 'checkout.cancel' })}
          onTypeChange={onLocationTypeChange}
        />
      ) : null}
      {snapshot.matches('timeSlot') ? (
        <TimeSlotStep
          days={context.days}
          isLoading={snapshot.matches({ timeSlot: 'loading' })}
          hasFailed={context.error?.code === 'checkout.slots-load-failed'}
          selected={context.slot}
          refusal={refusal}
          t={t}
          onSelect={(slot) => actor.send({ type: 'checkout.slot-select', slot })}
          onBack={() => actor.send({ type: 'checkout.back' })}
          onReload={() => actor.send({ type: 'checkout.reload' })}
        />
      ) : null}
      {snapshot.matches('vault') ? (
        <VaultStep
          vaults={context.vaults}
          isLoading={snapshot.matches({ vault: 'loading' })}
          hasFailed={context.error?.code === 'checkout.vaults-load-failed'}
          vaultId={context.vaultId}
          split={split}
          partVaults={context.partVaults}
          onPartSelect={(index, vaultId) =>
            actor.send({ type: 'checkout.part-vault-select', index, vaultId })
          }
          refusal={refusal}
          t={t}
          onSelect={(vaultId) => actor.send({ type: 'checkout.vault-select', vaultId })}
          onSubmit={() => actor.send({ type: 'checkout.submit' })}
          onBack={() => actor.send({ type: 'checkout.back' })}
          onReload={() => actor.send({ type: 'checkout.reload' })}
        />
      ) : null}
      {isSubmitting ? (
        <p className="pos-checkout-step__busy" role="status">
          <Spinner size="sm" /> {t('checkout.submitting')}
        </p>
      ) : null}
      {snapshot.matches('failed') ? (
        <div className="pos-checkout-step">
          <Banner tone="error">{failureText(flow, t)}</Banner>
          {context.error?.refusal?.code === 'shift.not-open' ? (
            <>
              <p>
                <Link to="/shifts">{t('checkout.open-shift')}</Link>
              </p>
              <Button variant="primary" onPress={() => actor.send({ type: 'checkout.shift-open' })}>
                {t('checkout.open-shift-here')}
              </Button>
            </>
          ) : null}
          <div className="pos-checkout-step__actions">
            <Button variant="outline" onPress={() => actor.send({ type: 'checkout.cancel' })}>
              {t('checkout.cancel')}
            </Button>
            <Button
              variant="outline"
              onPress={() => {
                actor.send({ type: 'checkout.back' });
                actor.send({ type: 'checkout.back' });
              }}
            >
              {t('checkout.pick-another-slot')}
            </Button>
            <Button variant="primary" onPress={() => actor.send({ type: 'checkout.retry' })}>
              {t('checkout.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {snapshot.matches('openingShift') && typeof refusedVault === 'number' ? (
        <LazyOpenShiftOffer
          vaultId={refusedVault}
          onOpened={() => actor.send({ type: 'checkout.shift-opened' })}
          onBack={() => actor.send({ type: 'checkout.back' })}
        />
      ) : null}
      {isSuccess && order !== null ? (
        <LazyPartBoundary fallback={<Spinner size="sm" />}>
          <OrderSuccess
            order={order}
            change={change}
            message={successText(context.result?.message ?? null, t)}
            onClose={close}
            t={t}
          />
        </LazyPartBoundary>
      ) : null}
      {isSuccess && order === null ? (
        <div className="pos-checkout-step">
          <p role="status">{successText(context.result?.message ?? null, t)}</p>
          <Button variant="primary" onPress={close}>
            {t('checkout.close')}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
