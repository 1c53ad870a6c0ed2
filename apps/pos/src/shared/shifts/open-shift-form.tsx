import {
  countedTotal,
  type Denomination,
  type Fils,
  parseAedInput,
  type Refusal,
} from '@lamaa/domain';
import { AmountField, Banner, Button, refusalKey, useFormat } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { refusalOfError } from '../approval/grant-answer.js';
import { DenominationFields, type PieceCounts } from './denomination-fields.js';
import type { OpenShiftText } from './use-open-shift-text.js';

/** Opens a shift on a cash vault: the float typed as a total, or counted note by note. */
export function OpenShiftForm({
  vaultId,
  t,
  onOpened,
}: {
  readonly vaultId: number;
  readonly t: OpenShiftText;
  readonly onOpened: () => void;
}) {
  const api = useApi();
  const format = useFormat();
  const [isByCount, setIsByCount] = useState(false);
  const [counts, setCounts] = useState<PieceCounts>({});
  const [total, setTotal] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const counted = countedTotal(counts);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = parseAedInput(total === '' ? '0' : total);
    if (!isByCount && !typed.ok) {
      setProblem({ code: 'shift.amount-invalid' });
      return;
    }
    const float: Fils = isByCount ? counted : typed.ok ? typed.value : 0;
    setIsBusy(true);
    const result = await api.openShift({
      vault_id: vaultId,
      float,
      ...(isByCount ? { float_counts: counts } : {}),
    });
    setIsBusy(false);
    if (result.error) setProblem(refusalOfError(result.error));
    else onOpened();
  };
  return (
    <form className="shift-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {problem !== null ? (
        <Banner tone="error">{t(refusalKey(problem.code), problem.params)}</Banner>
      ) : null}
      <Button variant="secondary" onPress={() => setIsByCount((value) => !value)}>
        {isByCount ? t('shifts.by-total') : t('shifts.by-count')}
      </Button>
      {isByCount ? (
        <>
          <DenominationFields
            counts={counts}
            onChange={(value: Denomination, pieces) =>
              setCounts((current) => ({ ...current, [value]: pieces }))
            }
          />
          <p className="shift-form__total">
            {t('shifts.counted-total', { amount: format.money(counted) })}
          </p>
        </>
      ) : (
        <AmountField label={t('shifts.float')} name="float" value={total} onChange={setTotal} />
      )}
      <Button type="submit" variant="primary" isBusy={isBusy} busyLabel={t('shifts.opening')}>
        {t('shifts.open')}
      </Button>
    </form>
  );
}
