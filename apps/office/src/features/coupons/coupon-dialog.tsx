import type { OfficeCoupon } from '@lamaa/api-client';
import { COUPON_CODE_MAX_LENGTH, couponWithinReach } from '@lamaa/domain';
import { AmountField, Select, TextField, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { DayField } from '../../shared/day-field.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { nameIn } from '../../shared/list-columns.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { actorOf, useUser } from '../../shared/session/auth-context.js';
import { checkCoupon, type CouponDraft, couponDraftOf, NEW_COUPON } from './coupon-form.js';
import '../../shared/office-groups.css';

function toggled(set: ReadonlySet<number>, item: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

/**
 * Adds a coupon (`coupon` null) or edits one: code, percentage or fixed amount, minimum order
 * total, first and last day, use limits, branches, Active and Archived.
 */
export function CouponDialog(props: {
  coupon: OfficeCoupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const actor = actorOf(useUser());
  // A manager's new coupon starts on their own branch, the only one they may give it.
  const [draft, setDraft] = useState<CouponDraft>(() =>
    props.coupon
      ? couponDraftOf(props.coupon)
      : actor?.branchId != null && !couponWithinReach(actor, [])
        ? { ...NEW_COUPON, branchIds: new Set([actor.branchId]) }
        : NEW_COUPON,
  );
  const { errorOf, dialog } = useAddOrEdit('coupon', props.coupon, props, {
    check: () => checkCoupon(draft),
    create: (body) => api.createOfficeCoupon(body),
    update: (editing, body) => api.updateOfficeCoupon(editing.id, body),
  });
  const change = (part: Partial<CouponDraft>) => setDraft({ ...draft, ...part });
  const dayErrors = [errorOf('valid_from').errorMessage, errorOf('valid_to').errorMessage].filter(
    (message) => message !== undefined,
  );

  return (
    <OfficeFormDialog {...dialog} size="lg">
      <div className="office-form__row">
        <TextField
          label={t('office.coupon-code')}
          isRequired
          maxLength={COUPON_CODE_MAX_LENGTH}
          value={draft.code}
          onChange={(code) => change({ code })}
          {...errorOf('code')}
        />
        <Select
          label={t('office.coupon-type')}
          options={[
            { id: 'Percentage', label: t('office.coupon-percentage') },
            { id: 'Fixed', label: t('office.coupon-fixed') },
          ]}
          selectedId={draft.type}
          onSelectionChange={(type) => change({ type: type === 'Fixed' ? 'Fixed' : 'Percentage' })}
        />
      </div>
      <div className="office-form__row">
        {draft.type === 'Percentage' ? (
          <TextField
            label={t('office.coupon-value-percent')}
            isRequired
            value={draft.value}
            onChange={(value) => change({ value })}
            {...errorOf('value')}
          />
        ) : (
          <AmountField
            label={t('office.coupon-value-amount')}
            isRequired
            value={draft.value}
            onChange={(value) => change({ value })}
            {...errorOf('value')}
          />
        )}
        <AmountField
          label={t('office.coupon-minimum')}
          description={t('office.coupon-minimum-hint')}
          value={draft.minimum}
          onChange={(minimum) => change({ minimum })}
          {...errorOf('minimum_total')}
        />
      </div>
      <fieldset className="office-checks">
        <legend>{t('office.coupon-col-days')}</legend>
        <p className="office-hint">{t('office.coupon-days-hint')}</p>
        <div className="office-form__row">
          <DayField
            label={t('office.coupon-valid-from')}
            value={draft.validFrom}
            onChange={(validFrom) => change({ validFrom })}
          />
          <DayField
            label={t('office.coupon-valid-to')}
            value={draft.validTo}
            onChange={(validTo) => change({ validTo })}
          />
        </div>
        {dayErrors.map((message) => (
          <p key={message} className="office-group-error" role="alert">
            {message}
          </p>
        ))}
      </fieldset>
      <div className="office-form__row">
        <TextField
          label={t('office.coupon-total-uses')}
          description={t('office.coupon-uses-hint')}
          inputMode="numeric"
          value={draft.totalUses}
          onChange={(totalUses) => change({ totalUses })}
          {...errorOf('total_uses')}
        />
        <TextField
          label={t('office.coupon-uses-per-customer')}
          description={t('office.coupon-uses-hint')}
          inputMode="numeric"
          value={draft.usesPerCustomer}
          onChange={(usesPerCustomer) => change({ usesPerCustomer })}
          {...errorOf('uses_per_customer')}
        />
      </div>
      <fieldset className="office-checks">
        <legend>{t('office.coupon-branches')}</legend>
        <p className="office-hint">{t('office.coupon-branches-hint')}</p>
        {(branches.data ?? []).map((branch) => (
          <CheckBox
            key={branch.id}
            label={nameIn(branch.name, language)}
            isSelected={draft.branchIds.has(branch.id)}
            onChange={(on) => change({ branchIds: toggled(draft.branchIds, branch.id, on) })}
          />
        ))}
        {errorOf('branch_ids').errorMessage ? (
          <p className="office-group-error" role="alert">
            {errorOf('branch_ids').errorMessage}
          </p>
        ) : null}
      </fieldset>
      <CheckBox
        label={t('office.active')}
        isSelected={draft.isActive}
        onChange={(isActive) => change({ isActive })}
      />
      <CheckBox
        label={t('office.archived')}
        isSelected={draft.isArchived}
        onChange={(isArchived) => change({ isArchived })}
      />
    </OfficeFormDialog>
  );
}
