import type { ApprovalRulesAnswer } from '@lamaa/api-client';
import { approvalRulesProblem, filsToAed, parseAedInput } from '@lamaa/domain';
import { AmountField, Banner, Button, TextField, useLoader } from '@lamaa/ui';
import type { FormEvent } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { useDraft } from '../../shared/form/use-draft.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { SettingsSection } from './settings-section.js';
import { useSettingsSave } from './use-settings-save.js';

/** The rules as the form holds them: the thresholds as typed. */
interface RulesDraft {
  readonly largeDiscount: boolean;
  readonly percent: string;
  readonly amount: string;
  readonly loweredPrice: boolean;
  readonly orderDelete: boolean;
  readonly refund: boolean;
}

const draftOf = (rules: ApprovalRulesAnswer): RulesDraft => ({
  largeDiscount: rules.large_discount,
  percent: String(rules.large_discount_percent),
  amount: String(filsToAed(rules.large_discount_amount)),
  loweredPrice: rules.lowered_price,
  orderDelete: rules.order_delete,
  refund: rules.refund,
});

/** The rules the draft stands for, or null when a threshold is not what the domain takes. */
export function rulesOf(draft: RulesDraft): ApprovalRulesAnswer | null {
  const percent = /^[0-9]{1,3}$/.test(draft.percent.trim()) ? Number(draft.percent) : NaN;
  const amount = parseAedInput(draft.amount.trim());
  if (!amount.ok) return null;
  const rules = {
    largeDiscount: draft.largeDiscount,
    largeDiscountPercent: percent,
    largeDiscountFils: amount.value,
    loweredPrice: draft.loweredPrice,
    orderDelete: draft.orderDelete,
    refund: draft.refund,
  };
  if (approvalRulesProblem(rules) !== null) return null;
  return {
    large_discount: rules.largeDiscount,
    large_discount_percent: rules.largeDiscountPercent,
    large_discount_amount: rules.largeDiscountFils,
    lowered_price: rules.loweredPrice,
    order_delete: rules.orderDelete,
    refund: rules.refund,
  };
}

/** On the Business screen: what needs a manager's PIN at the counter, switched per rule. */
export function ApprovalRulesSection() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const rules = useLoader('approval-rules', null, (_, signal) => api.getApprovalRules(signal));
  return (
    <SettingsSection
      titleId="approval-rules-title"
      title={t('office.approvals-title')}
      intro={t('office.approvals-intro')}
      view={rules}
    >
      {(saved) => <RulesForm saved={saved} />}
    </SettingsSection>
  );
}

function RulesForm({ saved }: { saved: ApprovalRulesAnswer }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const { draft, setDraft, set } = useDraft(() => draftOf(saved));
  const { failure, isSaving, save } = useSettingsSave();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(rulesOf(draft), 'approval.threshold-invalid', (body) =>
      api.updateApprovalRules(body),
    );
    if (!result) return;
    setDraft(draftOf(result.data));
    toasts.success(t('office.rules-saved'));
  };

  const invalid = failure === null ? {} : { errorMessage: failure };
  return (
    <form noValidate aria-labelledby="approval-rules-title" onSubmit={(e) => void onSubmit(e)}>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <CheckBox
        label={t('office.rule-large-discount')}
        name="large_discount"
        isSelected={draft.largeDiscount}
        onChange={set('largeDiscount')}
      />
      <div className="office-form__row">
        <TextField
          label={t('office.rule-percent')}
          name="large_discount_percent"
          inputMode="numeric"
          maxLength={3}
          isDisabled={!draft.largeDiscount}
          value={draft.percent}
          onChange={set('percent')}
          {...(rulesOf(draft) === null ? invalid : {})}
        />
        <AmountField
          label={t('office.rule-amount')}
          name="large_discount_amount"
          isDisabled={!draft.largeDiscount}
          value={draft.amount}
          onChange={set('amount')}
        />
      </div>
      <CheckBox
        label={t('office.rule-lowered-price')}
        name="lowered_price"
        isSelected={draft.loweredPrice}
        onChange={set('loweredPrice')}
      />
      <CheckBox
        label={t('office.rule-order-delete')}
        name="order_delete"
        isSelected={draft.orderDelete}
        onChange={set('orderDelete')}
      />
      <CheckBox
        label={t('office.rule-refund')}
        name="refund"
        isSelected={draft.refund}
        onChange={set('refund')}
      />
      <div className="office-form__actions">
        <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
          {t('office.save-rules')}
        </Button>
      </div>
    </form>
  );
}
