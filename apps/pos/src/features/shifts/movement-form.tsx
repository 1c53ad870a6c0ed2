import {
  CASH_MOVEMENT_REASONS,
  type CashMovementReason,
  parseAedInput,
  type Refusal,
} from '@lamaa/domain';
import { AmountField, Banner, Button, refusalKey, Select, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { refusalOfError } from '../../shared/approval/grant-answer.js';
import type { ShiftsText } from './use-shifts-text.js';

/** A bank drop, a float top-up or a petty expense on an open shift, with a note. */
export function MovementForm({
  shiftId,
  t,
  onSaved,
}: {
  readonly shiftId: number;
  readonly t: ShiftsText;
  readonly onSaved: () => void;
}) {
  const api = useApi();
  const [reason, setReason] = useState<CashMovementReason>('bank-drop');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = parseAedInput(amount);
    if (!fils.ok || fils.value <= 0) {
      setProblem({ code: 'shift.amount-invalid' });
      return;
    }
    setIsBusy(true);
    const result = await api.moveShiftCash(shiftId, { reason, amount: fils.value, note });
    setIsBusy(false);
    if (result.error) {
      setProblem(refusalOfError(result.error));
      return;
    }
    setAmount('');
    setNote('');
    setProblem(null);
    onSaved();
  };
  return (
    <form className="shift-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {problem !== null ? (
        <Banner tone="error">{t(refusalKey(problem.code), problem.params)}</Banner>
      ) : null}
      <Select
        label={t('shifts.movement-reason')}
        name="movement_reason"
        selectedId={reason}
        options={CASH_MOVEMENT_REASONS.map((id) => ({ id, label: t(`shifts.reason-${id}`) }))}
        onSelectionChange={(id) => setReason(id as CashMovementReason)}
      />
      <AmountField
        label={t('shifts.amount')}
        name="movement_amount"
        value={amount}
        onChange={setAmount}
      />
      <TextField
        label={t('shifts.note')}
        name="movement_note"
        maxLength={255}
        value={note}
        onChange={setNote}
      />
      <Button type="submit" variant="primary" isBusy={isBusy} busyLabel={t('shifts.opening')}>
        {t('shifts.save-movement')}
      </Button>
    </form>
  );
}
