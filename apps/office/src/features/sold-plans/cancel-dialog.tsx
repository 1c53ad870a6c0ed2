import type { PlanCancelInput, SoldPlan } from '@lamaa/api-client';
import { Select, useFormat, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { pathErrors } from '../../shared/form/path-errors.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { plateText } from './plan-left.js';
import { ReasonField } from './reason-field.js';

const METHODS: readonly PlanCancelInput['method'][] = ['original', 'cash'];

/**
 * Cancels a sold plan for good: a reason (required) and how the money goes back. The server
 * refunds the plan's unused share on the order that sold it, with a tax credit note. The dialog
 * says that amount (as of today) before the cancel is confirmed; the toast says what went back.
 */
export function CancelDialog(props: { plan: SoldPlan; onClose: () => void; onSaved: () => void }) {
  const t = useOfficeText();
  const { language } = useLocale();
  const format = useFormat();
  const { api, toasts } = useOfficeServices();
  const name = (language === 'ar' ? props.plan.name.ar : props.plan.name.en) ?? '';
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<PlanCancelInput['method']>('original');
  const { errorOf, failure, isSaving, save } = useOfficeSave(pathErrors);

  const onSubmit = async () => {
    const checked =
      reason.trim() === ''
        ? ({ ok: false, errors: { reason: 'plan.reason-required' } } as const)
        : ({ ok: true, body: { reason: reason.trim(), method } } as const);
    const saved = await save(checked, (body) => api.cancelSoldPlan(props.plan.id, body));
    if (!saved) return;
    const { refund } = saved.data;
    toasts.success(
      refund === null
        ? t('office.sold-cancelled-nothing')
        : t('office.sold-cancelled', { amount: format.money(refund.amount) }),
    );
    props.onSaved();
  };

  return (
    <OfficeFormDialog
      title={t('office.sold-cancel-title')}
      description={`${name} · ${plateText(props.plan.vehicle)}`}
      failure={failure}
      isSaving={isSaving}
      onSubmit={() => void onSubmit()}
      onClose={props.onClose}
      size="md"
      saveLabel={t('office.sold-cancel')}
    >
      <p>{t('office.sold-cancel-intro')}</p>
      <p>
        <strong>
          {props.plan.refund_if_cancelled > 0
            ? t('office.sold-cancel-refund', {
                amount: format.money(props.plan.refund_if_cancelled),
              })
            : t('office.sold-cancel-refund-none')}
        </strong>
      </p>
      <Select
        label={t('office.sold-refund-method')}
        isRequired
        options={METHODS.map((id) => ({ id, label: t(`office.sold-method-${id}`) }))}
        selectedId={method}
        onSelectionChange={(id) => {
          const chosen = METHODS.find((entry) => entry === id);
          if (chosen) setMethod(chosen);
        }}
      />
      <ReasonField value={reason} onChange={setReason} {...errorOf('reason')} />
    </OfficeFormDialog>
  );
}
