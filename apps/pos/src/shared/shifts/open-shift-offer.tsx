import { Button } from '@lamaa/ui';
import { OpenShiftForm } from './open-shift-form.js';
import { useOpenShiftText } from './use-open-shift-text.js';

/** Props of OpenShiftOffer. */
export interface OpenShiftOfferProps {
  /** The cash drawer the payment was refused for. */
  readonly vaultId: number;
  /** The shift is open: the caller sends the payment again. */
  readonly onOpened: () => void;
  readonly onBack: () => void;
}

/**
 * Where a cash payment was refused because its drawer has no open shift: the shifts screen's
 * own open-shift form (float as a total or by notes and coins) for that drawer, without
 * leaving the sale; once open, the caller retries the payment.
 */
export function OpenShiftOffer({ vaultId, onOpened, onBack }: OpenShiftOfferProps) {
  const t = useOpenShiftText();
  return (
    <section className="pos-shift-offer" aria-label={t('shifts.offer-open')}>
      <p>{t('shifts.offer-hint')}</p>
      <OpenShiftForm vaultId={vaultId} t={t} onOpened={onOpened} />
      <Button variant="outline" onPress={onBack}>
        {t('shifts.offer-back')}
      </Button>
    </section>
  );
}
