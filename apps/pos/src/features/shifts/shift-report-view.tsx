import type { ShiftReportAnswer } from '@lamaa/api-client';
import { useFormat } from '@lamaa/ui';
import type { ShiftsKey } from './shifts-en.js';
import type { ShiftsText } from './use-shifts-text.js';

const METHOD_KEYS: Record<string, ShiftsKey> = {
  cash: 'shifts.method-cash',
  visa: 'shifts.method-visa',
  online: 'shifts.method-online',
  bank_account: 'shifts.method-bank_account',
};

/** The figures of an X or Z report: sales by method, refunds, discounts, VAT and the cash. */
export function ShiftReportView({
  report,
  t,
}: {
  readonly report: ShiftReportAnswer;
  readonly t: ShiftsText;
}) {
  const format = useFormat();
  const row = (label: string, fils: number | null, testId?: string) => (
    <div className="shift-report__row" key={label}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{fils === null ? '—' : format.money(fils)}</dd>
    </div>
  );
  const title =
    report.kind === 'Z'
      ? t('shifts.z-report', { number: report.z_number ?? '' })
      : t('shifts.x-report');
  return (
    <section className="shift-report" aria-label={title}>
      <h3>{title}</h3>
      <h4>{t('shifts.sales')}</h4>
      <dl>
        {report.sales.map((line) =>
          row(
            `${METHOD_KEYS[line.method] ? t(METHOD_KEYS[line.method] ?? 'shifts.method-cash') : line.method} (${line.count})`,
            line.amount,
          ),
        )}
      </dl>
      <dl>
        {row(`${t('shifts.refunds')} (${report.refunds.count})`, report.refunds.amount)}
        {row(t('shifts.discounts'), report.discounts)}
        {row(t('shifts.vat'), report.vat)}
        {row(t('shifts.float'), report.float)}
        {row(t('shifts.change'), report.cash.change)}
        {row(t('shifts.cash-in'), report.cash.cash_in)}
        {row(t('shifts.cash-out'), report.cash.cash_out)}
        {row(t('shifts.expected'), report.cash.expected, 'shift-expected')}
        {report.kind === 'Z' ? row(t('shifts.counted'), report.counted) : null}
        {report.kind === 'Z' ? row(t('shifts.variance'), report.variance, 'shift-variance') : null}
      </dl>
    </section>
  );
}
