import type { OfficeShiftAnswer } from '@lamaa/api-client';
import { type Language, vaultTitle } from '@lamaa/domain';
import { Money, useFormat } from '@lamaa/ui';
import type { OfficeText } from '../../shared/i18n/use-office-text.js';

type Person = OfficeShiftAnswer['opened_by'];

/** A warning sign beside the words that say the same, so colour is never the only signal. */
function WarningIcon() {
  return (
    <svg className="office-shifts__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1 15 14H1Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 6v4M8 11.5v1" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** When (an instant, read on the branch's wall clock in the screen's language) and by whom. */
function Moment({
  at,
  timeZone,
  by,
  name,
}: {
  at: string | null;
  timeZone: string;
  by: Person;
  name: (p: Person) => string;
}) {
  const format = useFormat();
  if (at === null) return <>—</>;
  return (
    <>
      <time dateTime={at}>{format.dateTime(at, timeZone)}</time>
      <br />
      <span className="office-shifts__who">{name(by)}</span>
    </>
  );
}

/** The list of shifts: one row each, the variance above the threshold flagged in words. */
export function ShiftsTable({
  shifts,
  t,
  language,
}: {
  shifts: readonly OfficeShiftAnswer[];
  t: OfficeText;
  language: Language;
}) {
  const vaultName = ({ vault }: OfficeShiftAnswer) =>
    vaultTitle({ id: vault.id, name: { en: vault.title, ar: vault.title_ar } }, language);
  const name = (person: Person) =>
    person === null ? '—' : (language === 'ar' ? person.name_ar : person.name) || person.name;
  return (
    <table className="office-shifts__table">
      <caption className="office-shifts__caption">{t('office.shift-list-title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('office.shift-list-col-shift')}</th>
          <th scope="col">{t('office.branch')}</th>
          <th scope="col">{t('office.shift-list-col-opened')}</th>
          <th scope="col">{t('office.shift-list-col-closed')}</th>
          <th scope="col" className="office-shifts__money">
            {t('office.shift-list-col-float')}
          </th>
          <th scope="col" className="office-shifts__money">
            {t('office.shift-list-col-expected')}
          </th>
          <th scope="col" className="office-shifts__money">
            {t('office.shift-list-col-counted')}
          </th>
          <th scope="col" className="office-shifts__money">
            {t('office.shift-list-col-variance')}
          </th>
          <th scope="col">{t('office.shift-list-col-report')}</th>
        </tr>
      </thead>
      <tbody>
        {shifts.map((shift) => (
          <tr
            key={shift.id}
            data-testid={`shift-row-${shift.id}`}
            className={shift.over_threshold ? 'office-shifts__row--over' : undefined}
          >
            <th scope="row">
              <bdi>{vaultName(shift)}</bdi>
              <br />
              <span className="office-shifts__who">
                {shift.z_number === null
                  ? t('office.shift-list-open')
                  : t('office.shift-list-z', { number: shift.z_number })}
              </span>
            </th>
            <td>
              {shift.branch === null
                ? '—'
                : (language === 'ar' ? shift.branch.name_ar : shift.branch.name) ||
                  shift.branch.name}
            </td>
            <td>
              <Moment
                at={shift.opened_at}
                timeZone={shift.time_zone}
                by={shift.opened_by}
                name={name}
              />
            </td>
            <td>
              <Moment
                at={shift.closed_at}
                timeZone={shift.time_zone}
                by={shift.closed_by}
                name={name}
              />
            </td>
            <td className="office-shifts__money">
              <Money fils={shift.float} />
            </td>
            <td className="office-shifts__money">
              <Money fils={shift.expected} />
            </td>
            <td className="office-shifts__money">
              {shift.counted === null ? '—' : <Money fils={shift.counted} />}
            </td>
            <td className="office-shifts__money" data-testid={`shift-variance-${shift.id}`}>
              {shift.variance === null ? '—' : <Money fils={shift.variance} />}
              {shift.over_threshold ? (
                <span className="office-shifts__over">
                  <WarningIcon />
                  {t('office.shift-list-over-threshold')}
                </span>
              ) : null}
              {shift.variance_reason === null ? null : (
                <span className="office-shifts__who">{shift.variance_reason}</span>
              )}
            </td>
            <td>
              {shift.report_url === null ? (
                '—'
              ) : (
                <a
                  href={shift.report_url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('office.shift-list-report-of', {
                    vault: vaultName(shift),
                    number: shift.z_number ?? 0,
                  })}
                >
                  {t('office.shift-list-report')}
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
