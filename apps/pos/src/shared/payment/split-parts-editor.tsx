import {
  checkSplitForm,
  type Fils,
  MAX_SPLIT_PARTS,
  type PaymentMethod,
  type SplitPartForm,
} from '@lamaa/domain';
import { AmountField, Button, useFormat } from '@lamaa/ui';
import { ChoiceGroup } from '../choice/choice-group.js';
import { splitRefusalText } from './split-refusal-text.js';
import { useSplitText } from './use-split-text.js';
import './split-parts.css';

/** Props of SplitPartsEditor. */
export interface SplitPartsEditorProps {
  readonly parts: readonly SplitPartForm[];
  /** What the order still owes, in fils. */
  readonly owed: Fils;
  /** The methods a part may use. */
  readonly methods: readonly PaymentMethod[];
  readonly isDisabled?: boolean;
  readonly onChange: (parts: readonly SplitPartForm[]) => void;
}

/**
 * The parts of a split payment: each a method and an amount (for cash, what is handed over),
 * a part added up to the limit or removed down to two, and what the parts pay, what is still
 * owed and the change from cash, or why the parts are refused, by the domain's checkSplitForm.
 */
export function SplitPartsEditor({
  parts,
  owed,
  methods,
  isDisabled = false,
  onChange,
}: SplitPartsEditorProps) {
  const t = useSplitText();
  const format = useFormat();
  const check = checkSplitForm(owed, parts);
  const isTyped = parts.every((part) => part.amount.trim() !== '');
  const update = (index: number, change: Partial<SplitPartForm>) =>
    onChange(parts.map((part, at) => (at === index ? { ...part, ...change } : part)));
  return (
    <fieldset className="pos-split" disabled={isDisabled}>
      <legend className="pos-split__title">{t('split.payment')}</legend>
      {parts.map((part, index) => {
        const number = index + 1;
        return (
          <div key={index} className="pos-split__part" data-testid={`split-part-${number}`}>
            <ChoiceGroup
              orientation="horizontal"
              label={t('split.method', { number })}
              options={methods.map((method) => ({
                value: method,
                label: t(`split.method-${method}`),
              }))}
              value={part.method}
              isDisabled={isDisabled}
              onChange={(method) => update(index, { method })}
            />
            <AmountField
              label={
                part.method === 'cash'
                  ? t('split.cash-handed', { number })
                  : t('split.amount', { number })
              }
              value={part.amount}
              isDisabled={isDisabled}
              onChange={(amount) => update(index, { amount })}
            />
            {parts.length > 2 ? (
              <Button
                variant="outline"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => onChange(parts.filter((_, at) => at !== index))}
              >
                {t('split.remove', { number })}
              </Button>
            ) : null}
          </div>
        );
      })}
      {parts.length < MAX_SPLIT_PARTS ? (
        <Button
          variant="outline"
          size="sm"
          isDisabled={isDisabled}
          onPress={() => onChange([...parts, { method: methods[1] ?? 'cash', amount: '' }])}
        >
          {t('split.add')}
        </Button>
      ) : null}
      {check.ok ? (
        <div className="pos-split__summary" role="status">
          <p>{t('split.paid-now', { amount: format.money(check.value.paid) })}</p>
          <p>{t('split.still-owed', { amount: format.money(check.value.remaining) })}</p>
          {check.value.change > 0 ? (
            <p>
              <strong>{t('split.change', { amount: format.money(check.value.change) })}</strong>
            </p>
          ) : null}
        </div>
      ) : isTyped ? (
        <p className="pos-split__error" role="alert">
          {splitRefusalText(check, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
