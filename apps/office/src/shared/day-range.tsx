import { localDateAt } from '@lamaa/domain';
import { DayField } from './day-field.js';
import { useOfficeText } from './i18n/use-office-text.js';
import { useBranchZone } from './session/auth-context.js';

/** Days from one to another, both included, as YYYY-MM-DD ('' while not chosen). */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** Whether both days are chosen and the first is not after the last. */
export function isDayRange(range: DayRange): boolean {
  return range.from !== '' && range.to !== '' && range.from <= range.to;
}

/**
 * Today in the signed-in employee's branch, not in the browser: late in a UTC evening it is
 * already tomorrow in Dubai.
 */
export function useBranchToday(): string {
  return localDateAt(new Date(), useBranchZone());
}

/** The From and To day pickers of a list's filters. */
export function DayRangeFields(props: {
  range: DayRange;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
}) {
  const t = useOfficeText();
  return (
    <>
      <DayField label={t('office.filter-from')} value={props.range.from} onChange={props.onFrom} />
      <DayField label={t('office.filter-to')} value={props.range.to} onChange={props.onTo} />
    </>
  );
}
