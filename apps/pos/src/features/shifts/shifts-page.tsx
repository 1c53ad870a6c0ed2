import type { OpenShift, ShiftReportAnswer, Vault } from '@lamaa/api-client';
import { vaultTitle } from '@lamaa/domain';
import { Banner, Button, Spinner, useFormat, useLoader, useLocale } from '@lamaa/ui';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useCounterBranch } from '../../shared/session/counter-branch.js';
import { useToasts } from '../../shared/toasts-context.js';
import { CloseShiftDialog } from './close-shift-dialog.js';
import { MovementForm } from './movement-form.js';
import { OpenShiftForm } from '../../shared/shifts/open-shift-form.js';
import { ShiftReportView } from './shift-report-view.js';
import { type ShiftsText, useShiftsText } from './use-shifts-text.js';
import './shifts.css';

/** One cash drawer: its open shift's actions, or the form that opens one. */
function DrawerCard({
  vault,
  shift,
  t,
  onChanged,
}: {
  readonly vault: Vault;
  readonly shift: OpenShift | undefined;
  readonly t: ShiftsText;
  readonly onChanged: () => void;
}) {
  const api = useApi();
  const toasts = useToasts();
  const format = useFormat();
  const { language } = useLocale();
  const { timeZone } = useCounterBranch();
  const [panel, setPanel] = useState<'none' | 'movement' | 'report' | 'close'>('none');
  const [report, setReport] = useState<ShiftReportAnswer | null>(null);
  // Opening a shift or recording a movement removes the form that had focus: focus goes to
  // the drawer's first action, where a keyboard user carries on, instead of the page's start.
  const actions = useRef<HTMLDivElement>(null);
  const [isFocusPending, setIsFocusPending] = useState(false);
  useEffect(() => {
    const first = actions.current?.querySelector('button');
    if (!isFocusPending || !first) return;
    first.focus();
    setIsFocusPending(false);
  }, [isFocusPending, shift?.id, panel]);
  const title = vaultTitle(vault, language);
  const showReport = async (id: number) => {
    const result = await api.getShiftReport(id);
    if (result.data) {
      setReport(result.data);
      setPanel('report');
    }
  };
  return (
    <article className="shift-card" aria-label={title}>
      <header className="shift-card__head">
        <h2>{title}</h2>
        <p>
          {shift === undefined
            ? t('shifts.closed-now')
            : t('shifts.open-since', {
                // In the language on screen and on the branch's clock, whatever the till's.
                time: format.date(shift.opened_at, { timeStyle: 'short', timeZone }),
              })}
        </p>
        {shift === undefined ? null : (
          <p>
            {t('shifts.float')}: {format.money(shift.float)}
          </p>
        )}
      </header>
      {shift === undefined ? (
        <OpenShiftForm
          vaultId={vault.id}
          t={t}
          onOpened={() => {
            void toasts.success(t('shifts.opened'));
            setIsFocusPending(true);
            onChanged();
          }}
        />
      ) : (
        <>
          <div className="shift-actions" ref={actions}>
            <Button variant="secondary" onPress={() => setPanel('movement')}>
              {t('shifts.movement')}
            </Button>
            <Button variant="secondary" onPress={() => void showReport(shift.id)}>
              {t('shifts.x-report')}
            </Button>
            <Button variant="primary" onPress={() => setPanel('close')}>
              {t('shifts.close')}
            </Button>
          </div>
          {panel === 'movement' ? (
            <MovementForm
              shiftId={shift.id}
              t={t}
              onSaved={() => {
                void toasts.success(t('shifts.movement-saved'));
                setPanel('none');
                setIsFocusPending(true);
              }}
            />
          ) : null}
          {panel === 'report' && report !== null ? <ShiftReportView report={report} t={t} /> : null}
          {panel === 'close' ? (
            <CloseShiftDialog
              shiftId={shift.id}
              t={t}
              onClose={(isClosed) => {
                setPanel('none');
                if (isClosed) onChanged();
              }}
            />
          ) : null}
        </>
      )}
    </article>
  );
}

/** /shifts: every cash drawer with its open shift, or the way to open one. */
export function ShiftsPage() {
  const t = useShiftsText();
  const api = useApi();
  const [round, setRound] = useState(0);
  const drawers = useLoader('shifts', round, async (_: number, signal) => {
    const [vaults, open] = await Promise.all([api.getVaults('cash'), api.listOpenShifts(signal)]);
    if (vaults.error) return { error: vaults.error };
    if (open.error) return { error: open.error };
    return { data: { vaults: vaults.data, open: open.data } };
  });
  const data = drawers.data;
  return (
    <section className="shifts-page" aria-labelledby="shifts-title">
      <h1 id="shifts-title" className="pos-page-title">
        {t('shifts.title')}
      </h1>
      <p className="shifts-page__subtitle">{t('shifts.subtitle')}</p>
      {drawers.isLoading && data === null ? <Spinner label={t('busy.loading')} /> : null}
      {drawers.hasFailed ? (
        <Banner tone="error" onRetry={drawers.retry}>
          {t('shifts.load-failed')}
        </Banner>
      ) : null}
      {data?.vaults.length === 0 ? <p>{t('shifts.no-vaults')}</p> : null}
      <div className="shifts-page__grid">
        {(data?.vaults ?? []).map((vault) => (
          <DrawerCard
            key={vault.id}
            vault={vault}
            shift={data?.open.find((shift: OpenShift) => shift.vault_id === vault.id)}
            t={t}
            onChanged={() => setRound((value) => value + 1)}
          />
        ))}
      </div>
    </section>
  );
}
