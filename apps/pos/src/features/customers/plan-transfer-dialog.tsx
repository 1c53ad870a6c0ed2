import { PLAN_REASON_MAX_LENGTH, type Refusal } from '@lamaa/domain';
import { Banner, Button, Dialog, refusalKey, Select, TextArea } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import './plan-transfer.css';
import { useApi } from '../../shared/api/api-context.js';
import { useWithApproval } from '../../shared/approval/approval-context.js';
import { grantAnswerOf, refusalOfResult } from '../../shared/approval/grant-answer.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';
import type { PlanTransferProps } from './plan-transfer.js';

/**
 * The transfer form, open while mounted: another vehicle of the same customer and a reason,
 * then the manager's PIN (the approval flow), then the plan moves with its balance.
 */
export function PlanTransferDialog(props: PlanTransferProps & { readonly onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const withApproval = useWithApproval();
  const toasts = useToasts();
  const [carId, setCarId] = useState(String(props.vehicles[0]?.vehicle.id ?? ''));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem({ code: 'plan.reason-required' });
      return;
    }
    const id = props.entitlement.id;
    const input = { car_id: Number(carId), reason: reason.trim() };
    setIsBusy(true);
    const result = await withApproval({
      call: (token) => api.transferHeldPlan(id, input, token ?? null),
      refusalOf: refusalOfResult,
      grant: async (pin, kinds) =>
        grantAnswerOf(await api.grantApproval({ pin, actions: kinds, entitlement_id: id })),
    }).catch(() => null);
    setIsBusy(false);
    if (result === null || result.error) {
      setProblem(result === null ? { code: 'server.error' } : refusalOfResult(result));
      return;
    }
    props.onClose();
    toasts.success(t('pos.plan-transfer-done', { name: props.name }));
    props.onMoved();
  };

  return (
    <Dialog
      title={t('pos.plan-transfer-title', { name: props.name })}
      isOpen
      onOpenChange={(next) => !next && props.onClose()}
      size="md"
    >
      <form className="pos-plan-transfer" noValidate onSubmit={(event) => void submit(event)}>
        {problem !== null && problem.code !== 'approval.required' ? (
          <Banner tone="error">{t(refusalKey(problem.code), problem.params)}</Banner>
        ) : null}
        <Select
          label={t('pos.plan-transfer-to')}
          isRequired
          options={props.vehicles.map((entry) => ({
            id: String(entry.vehicle.id),
            label: entry.plate,
          }))}
          selectedId={carId}
          onSelectionChange={setCarId}
        />
        <TextArea
          label={t('pos.plan-transfer-reason')}
          isRequired
          maxLength={PLAN_REASON_MAX_LENGTH}
          value={reason}
          onChange={setReason}
        />
        <div className="pos-plan-transfer__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" isBusy={isBusy} busyLabel={t('busy.loading')}>
            {t('pos.plan-transfer')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
