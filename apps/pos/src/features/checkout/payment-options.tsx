import {
  checkPaymentChoice,
  type Fils,
  filsToAed,
  FIRST_SPLIT,
  isSplitChoice,
  PAYMENT_METHODS,
  type PaymentChoice,
} from '@lamaa/domain';
import { AmountField, TextField } from '@lamaa/ui';
import { CheckBox } from '../../shared/check-box.js';
import { ChoiceGroup } from '../../shared/choice/choice-group.js';
import { LazySplitPartsEditor } from '../../shared/payment/lazy-split-parts.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of PaymentOptions. */
export interface PaymentOptionsProps {
  readonly value: PaymentChoice;
  readonly total: Fils;
  readonly isDisabled?: boolean;
  readonly onChange: (value: PaymentChoice) => void;
  readonly t: CheckoutText;
}

/** AED with two decimals, as the partial-amount message shows the bounds. */
const aed = (fils: Fils) => filsToAed(fils).toFixed(2);

/** The partial-amount message when the typed amount breaks the rule, else undefined. */
export function partialAmountError(
  value: PaymentChoice,
  total: Fils,
  t: CheckoutText,
): string | undefined {
  const check = checkPaymentChoice(value, total);
  if (check.ok) return undefined;
  return t('checkout.partial-amount-invalid', { min: aed(0), max: aed(total) });
}

/**
 * The sidebar's payment options under the cart: the method (cash, visa, online, bank account),
 * full or partial, the partial amount (digits and one point, between 0 and the total) and the
 * optional visa reference, and "Full tax invoice" for a customer with a TRN who asks for one.
 * "Split payment" replaces the method and type with the parts of a split payment.
 */
export function PaymentOptions({
  value,
  total,
  isDisabled = false,
  onChange,
  t,
}: PaymentOptionsProps) {
  const isSplit = isSplitChoice(value);
  return (
    <div className="pos-checkout-payment">
      {isSplit ? (
        <LazySplitPartsEditor
          parts={value.split}
          owed={total}
          methods={PAYMENT_METHODS}
          isDisabled={isDisabled}
          onChange={(split) => onChange({ ...value, split })}
        />
      ) : (
        <SingleMethod
          value={value}
          total={total}
          isDisabled={isDisabled}
          onChange={onChange}
          t={t}
        />
      )}
      <div className="pos-checks">
        <CheckBox
          isSelected={value.isFullTaxInvoice === true}
          isDisabled={isDisabled}
          onChange={(isFullTaxInvoice) => onChange({ ...value, isFullTaxInvoice })}
        >
          {t('checkout.full-tax-invoice')}
        </CheckBox>
        <CheckBox
          isSelected={isSplit}
          isDisabled={isDisabled}
          onChange={(isSelected) => onChange({ ...value, split: isSelected ? FIRST_SPLIT : null })}
        >
          {t('checkout.split-payment')}
        </CheckBox>
      </div>
    </div>
  );
}

/** One method for the whole payment: the method, full or partial, the amount, the visa reference. */
function SingleMethod({ value, total, isDisabled = false, onChange, t }: PaymentOptionsProps) {
  const error = value.type === 'partial' ? partialAmountError(value, total, t) : undefined;
  return (
    <>
      <ChoiceGroup
        orientation="horizontal"
        className="pos-checkout-choice"
        label={t('checkout.payment-method')}
        options={PAYMENT_METHODS.map((method) => ({
          value: method,
          label: t(`checkout.method-${method}`),
        }))}
        value={value.method}
        isDisabled={isDisabled}
        onChange={(method) => onChange({ ...value, method })}
      />
      <ChoiceGroup
        orientation="horizontal"
        className="pos-checkout-choice"
        label={t('checkout.payment-type')}
        options={[
          { value: 'full', label: t('checkout.full-payment') },
          { value: 'partial', label: t('checkout.partial-payment') },
        ]}
        value={value.type}
        isDisabled={isDisabled}
        onChange={(type) => onChange({ ...value, type })}
      />
      {value.type === 'partial' ? (
        <AmountField
          label={t('checkout.partial-amount')}
          value={value.partialAmount ?? ''}
          isDisabled={isDisabled}
          onChange={(partialAmount) => onChange({ ...value, partialAmount })}
          {...(error === undefined ? {} : { errorMessage: error })}
        />
      ) : null}
      {value.method === 'visa' ? (
        <TextField
          label={t('checkout.payment-reference')}
          value={value.reference ?? ''}
          isDisabled={isDisabled}
          onChange={(reference) => onChange({ ...value, reference })}
        />
      ) : null}
    </>
  );
}
