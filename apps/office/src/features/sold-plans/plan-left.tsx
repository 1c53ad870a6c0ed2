import { Money } from '@lamaa/ui';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';

/** What a sold plan has left: uses of a book, the balance of stored value, or unlimited. */
export function PlanLeft(props: {
  kind: 'unlimited' | 'uses' | 'value';
  usesLeft: number | null;
  usesTotal?: number | null;
  valueLeft: number | null;
}) {
  const t = useOfficeText();
  if (props.kind === 'uses')
    return props.usesTotal === undefined || props.usesTotal === null
      ? t('office.sold-uses-left', { left: props.usesLeft ?? 0 })
      : t('office.sold-uses-of', { left: props.usesLeft ?? 0, total: props.usesTotal });
  if (props.kind === 'value') return <Money fils={props.valueLeft ?? 0} />;
  return t('office.plan-kind-unlimited');
}

/** A plate as the office shows it: code and numbers. */
export const plateText = (vehicle: { code: string; numbers: string }) =>
  `${vehicle.code} ${vehicle.numbers}`.trim();
