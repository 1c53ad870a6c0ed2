import type { ShiftReportAnswer } from '@lamaa/api-client';
import {
  closeNeedsApproval,
  closeVariance,
  type GuardedAnswer,
  type ShiftCloseRequest,
  shiftCloseMachine,
  type ShiftExpectation,
} from '@lamaa/domain';
import {
  AmountField,
  Banner,
  Button,
  Dialog,
  refusalKey,
  Spinner,
  TextField,
  useFormat,
} from '@lamaa/ui';
import { useMachine } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PosClient } from '@lamaa/api-client';
import { useApi } from '../../shared/api/api-context.js';
import { useWithApproval, type WithApproval } from '../../shared/approval/approval-context.js';
import { grantAnswerOf, refusalOfResult } from '../../shared/approval/grant-answer.js';
import { DenominationFields } from '../../shared/shifts/denomination-fields.js';
import { ShiftReportView } from './shift-report-view.js';
import type { ShiftsText } from './use-shifts-text.js';

/**
 * The close machine with the app's calls. The close call goes through the app's approval flow:
 * a variance above the threshold opens the manager's PIN dialog, as a refund's or a deletion's.
 */
function closeMachineFor(api: PosClient, withApproval: WithApproval) {
  return shiftCloseMachine.provide({
    actors: {
      loadExpectation: fromPromise<ShiftExpectation, { shiftId: number }>(async ({ input }) => {
        const [report, settings] = await Promise.all([
          api.getShiftReport(input.shiftId),
          api.getShiftSettings(),
        ]);
        if (report.error || settings.error) throw new Error('The expected cash did not load.');
        return {
          expected: report.data.cash.expected,
          thresholdFils: settings.data.variance_threshold,
        };
      }),
      closeShift: fromPromise<GuardedAnswer<unknown>, ShiftCloseRequest & { shiftId: number }>(
        async ({ input }) => {
          const result = await withApproval({
            call: (approvalToken) =>
              api.closeShift(input.shiftId, {
                counted: input.counted,
                counted_counts: input.counts,
                reason: input.reason,
                approvalToken: approvalToken ?? null,
              }),
            refusalOf: refusalOfResult,
            grant: async (pin, kinds) =>
              grantAnswerOf(
                await api.grantApproval({ pin, actions: kinds, shift_id: input.shiftId }),
              ),
          });
          const refusal = refusalOfResult(result);
          return refusal === null ? { ok: true, value: result.data } : { ok: false, refusal };
        },
      ),
    },
  });
}

/**
 * Closing a shift: a blind count (notes and coins, or a total) first; only then the expected
 * cash and the variance; a reason and a manager's PIN when the variance is above the
 * business's threshold; then the Z report, printable on A4 or an 80 mm roll.
 */
export function CloseShiftDialog({
  shiftId,
  t,
  onClose,
}: {
  readonly shiftId: number;
  readonly t: ShiftsText;
  readonly onClose: (isClosed: boolean) => void;
}) {
  const api = useApi();
  const withApproval = useWithApproval();
  const format = useFormat();
  // The machine is made once: useMachine keeps the first one it is given anyway.
  const [logic] = useState(() => closeMachineFor(api, withApproval));
  const [snapshot, send] = useMachine(logic, { input: { shiftId } });
  const printLink = useRef<HTMLAnchorElement>(null);
  const { context } = snapshot;
  const problem = context.problem;
  const submit = (type: 'count.submit' | 'close.submit') => (event: FormEvent) => {
    event.preventDefault();
    send({ type });
  };
  const banner =
    problem === null ? null : (
      <Banner tone="error">{t(refusalKey(problem.code), problem.params)}</Banner>
    );
  const variance = closeVariance(context);
  let body: ReactNode;
  if (snapshot.matches('counting')) {
    body = (
      <form className="shift-form" noValidate onSubmit={submit('count.submit')}>
        <p>{t('shifts.count-hint')}</p>
        {banner}
        <Button
          variant="secondary"
          onPress={() =>
            send({ type: 'count.mode', mode: context.mode === 'counts' ? 'total' : 'counts' })
          }
        >
          {context.mode === 'counts' ? t('shifts.by-total') : t('shifts.by-count')}
        </Button>
        {context.mode === 'counts' ? (
          <DenominationFields
            isFirstFocused
            counts={context.counts}
            onChange={(denomination, pieces) => send({ type: 'count.set', denomination, pieces })}
          />
        ) : (
          <AmountField
            label={t('shifts.total')}
            name="counted_total"
            value={context.totalText}
            onChange={(text) => send({ type: 'count.total', text })}
          />
        )}
        <Button type="submit" variant="primary">
          {t('shifts.count-submit')}
        </Button>
      </form>
    );
  } else if (snapshot.matches('loading')) {
    body = <Spinner label={t('busy.loading')} />;
  } else if (snapshot.matches('failed')) {
    body = (
      <form className="shift-form" noValidate onSubmit={submit('count.submit')}>
        {banner}
        <Button type="submit" variant="primary">
          {t('actions.retry')}
        </Button>
      </form>
    );
  } else if (snapshot.matches('reviewing') || snapshot.matches('closing')) {
    const needsApproval = closeNeedsApproval(context);
    body = (
      <form className="shift-form" noValidate onSubmit={submit('close.submit')}>
        {banner}
        <dl className="shift-report">
          <div className="shift-report__row">
            <dt>{t('shifts.counted')}</dt>
            <dd data-testid="close-counted">{format.money(context.counted ?? 0)}</dd>
          </div>
          <div className="shift-report__row">
            <dt>{t('shifts.expected')}</dt>
            <dd data-testid="close-expected">{format.money(context.expectation?.expected ?? 0)}</dd>
          </div>
          <div className="shift-report__row">
            <dt>{t('shifts.variance')}</dt>
            <dd data-testid="close-variance">{format.money(variance ?? 0)}</dd>
          </div>
        </dl>
        {needsApproval ? <Banner tone="warning">{t('shifts.needs-approval')}</Banner> : null}
        <TextField
          label={t('shifts.reason')}
          name="variance_reason"
          maxLength={255}
          isRequired={needsApproval}
          autoFocus
          value={context.reason}
          onChange={(reason) => send({ type: 'reason.change', reason })}
        />
        <Button
          type="submit"
          variant="primary"
          isBusy={snapshot.matches('closing')}
          busyLabel={t('shifts.closing')}
        >
          {t('shifts.confirm-close')}
        </Button>
      </form>
    );
  } else {
    const report = context.report as ShiftReportAnswer | null;
    body =
      report === null ? null : (
        <div className="shift-form">
          <ShiftReportView report={report} t={t} />
          {report.report_url === null ? null : (
            <p className="shift-actions">
              <a ref={printLink} href={report.report_url} target="_blank" rel="noreferrer">
                {t('shifts.print-a4')}
              </a>
              <a href={`${report.report_url}?paper=80mm`} target="_blank" rel="noreferrer">
                {t('shifts.print-80mm')}
              </a>
            </p>
          )}
          <Button variant="primary" onPress={() => onClose(true)}>
            {t('shifts.done')}
          </Button>
        </div>
      );
  }
  const isClosed = snapshot.matches('closed');
  // The count's form is gone once closed: focus goes to printing, the next step.
  useEffect(() => {
    if (isClosed) printLink.current?.focus();
  }, [isClosed]);
  const title = isClosed
    ? t('shifts.closed-title')
    : snapshot.matches('counting')
      ? t('shifts.count-title')
      : t('shifts.review-title');
  return (
    <Dialog
      title={title}
      size="md"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose(isClosed);
      }}
    >
      {body}
    </Dialog>
  );
}
