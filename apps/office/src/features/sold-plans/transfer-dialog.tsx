import type { SoldPlan } from '@lamaa/api-client';
import { Select, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { pathErrors } from '../../shared/form/path-errors.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { plateText } from './plan-left.js';
import { ReasonField } from './reason-field.js';

/**
 * Moves a sold plan to another vehicle of the same customer: the vehicle and a reason (both
 * required); the signed-in manager or owner is the approver in the audit log.
 */
export function TransferDialog(props: {
  plan: SoldPlan;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api, toasts } = useOfficeServices();
  const name = (language === 'ar' ? props.plan.name.ar : props.plan.name.en) ?? '';
  const others = props.plan.customer_vehicles.filter((car) => car.id !== props.plan.vehicle.id);
  const [carId, setCarId] = useState<string>(others[0] ? String(others[0].id) : '');
  const [reason, setReason] = useState('');
  const { errorOf, failure, isSaving, save } = useOfficeSave(pathErrors);

  const onSubmit = async () => {
    const errors: Record<string, string> = {};
    if (carId === '') errors['car_id'] = 'form.required';
    if (reason.trim() === '') errors['reason'] = 'plan.reason-required';
    const checked =
      Object.keys(errors).length > 0
        ? ({ ok: false, errors } as const)
        : ({ ok: true, body: { car_id: Number(carId), reason: reason.trim() } } as const);
    const saved = await save(checked, (body) => api.transferSoldPlan(props.plan.id, body));
    if (!saved) return;
    toasts.success(t('office.sold-transferred'));
    props.onSaved();
  };

  return (
    <OfficeFormDialog
      title={t('office.sold-transfer-title')}
      description={`${name} · ${plateText(props.plan.vehicle)}`}
      failure={failure}
      isSaving={isSaving}
      onSubmit={() => void onSubmit()}
      onClose={props.onClose}
      size="md"
      saveLabel={t('office.sold-transfer')}
    >
      {others.length === 0 ? <p>{t('office.sold-no-other-vehicle')}</p> : null}
      <Select
        label={t('office.sold-to-vehicle')}
        isRequired
        options={others.map((car) => ({ id: String(car.id), label: plateText(car) }))}
        selectedId={carId === '' ? null : carId}
        onSelectionChange={setCarId}
        {...errorOf('car_id')}
      />
      <ReasonField value={reason} onChange={setReason} {...errorOf('reason')} />
    </OfficeFormDialog>
  );
}
