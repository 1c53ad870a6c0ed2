import { canSelectSlot, type TimeSlot, type TimeSlotDay } from '@lamaa/domain';
import { Button, formatClock, useFormat, useLocale } from '@lamaa/ui';
import { StepEnd, StepLoading } from './step-parts.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of TimeSlotStep. */
export interface TimeSlotStepProps {
  readonly days: readonly TimeSlotDay[];
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  readonly selected: TimeSlot | null;
  readonly refusal: string | null;
  readonly onSelect: (slot: TimeSlot) => void;
  readonly onBack: () => void;
  /** Loads the list again after a failure. */
  readonly onReload: () => void;
  readonly t: CheckoutText;
}

const sameSlot = (a: TimeSlot | null, b: TimeSlot) =>
  a !== null && a.date === b.date && a.from === b.from;

/**
 * The time-slot picker: slots grouped by date, unavailable ones shown but not selectable,
 * "No time slots available" when there are none; picking a slot moves on to the vault.
 */
export function TimeSlotStep({
  days,
  isLoading,
  hasFailed,
  selected,
  refusal,
  onSelect,
  onBack,
  onReload,
  t,
}: TimeSlotStepProps) {
  const format = useFormat();
  const { language } = useLocale();
  const hasSlots = days.some((day) => day.slots.length > 0);
  return (
    <div className="pos-checkout-step">
      <h3 className="pos-checkout-step__title">{t('checkout.step-time-slot')}</h3>
      <StepLoading
        isLoading={isLoading}
        hasFailed={hasFailed}
        isEmpty={!hasSlots}
        failedText={t('errors.load-time-slots-failed')}
        emptyText={t('empty.no-time-slots')}
        onReload={onReload}
        t={t}
      />
      {days
        .filter((day) => day.slots.length > 0)
        .map((day) => {
          const title = format.date(`${day.date}T00:00:00`, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
          });
          return (
            <section key={day.date} className="pos-checkout-day" aria-label={title}>
              <h4 className="pos-checkout-day__title">{title}</h4>
              <div className="pos-checkout-day__slots">
                {day.slots.map((slot) => (
                  <button
                    key={`${slot.from}-${slot.to}`}
                    type="button"
                    className="pos-checkout-slot"
                    data-slot={`${slot.date} ${slot.from}`}
                    disabled={!canSelectSlot(slot)}
                    aria-pressed={sameSlot(selected, slot)}
                    onClick={() => onSelect(slot)}
                  >
                    <span>
                      {t('checkout.slot', {
                        from: formatClock(slot.from, language),
                        to: formatClock(slot.to, language),
                      })}
                    </span>
                    {canSelectSlot(slot) ? null : <small>{t('checkout.unavailable')}</small>}
                  </button>
                ))}
              </div>
            </section>
          );
        })}
      <StepEnd refusal={refusal}>
        <Button variant="outline" onPress={onBack}>
          {t('checkout.back')}
        </Button>
      </StepEnd>
    </div>
  );
}
