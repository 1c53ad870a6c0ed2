import { type SplitPartForm, type Vault, vaultTitle, vaultType } from '@lamaa/domain';
import { Button, useFormat, useLocale } from '@lamaa/ui';
import { ChoiceGroup } from '../../shared/choice/choice-group.js';
import { StepEnd, StepLoading } from './step-parts.js';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of VaultStep. */
export interface VaultStepProps {
  readonly vaults: readonly Vault[];
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  readonly vaultId: number | null;
  /** A split payment's parts, each choosing a vault of its kind; null for one method. */
  readonly split?: readonly SplitPartForm[] | null;
  readonly partVaults?: readonly (number | null)[];
  readonly onPartSelect?: (index: number, vaultId: number) => void;
  readonly refusal: string | null;
  readonly onSelect: (vaultId: number) => void;
  readonly onSubmit: () => void;
  readonly onBack: () => void;
  /** Loads the list again after a failure. */
  readonly onReload: () => void;
  readonly t: CheckoutText;
}

/**
 * The vault chooser for the chosen payment method ('pety cash' already hidden by the domain),
 * "No vaults available" when none, 'Failed to load vaults' on failure, and the submit button.
 */
export function VaultStep({
  vaults,
  isLoading,
  hasFailed,
  vaultId,
  split = null,
  partVaults = [],
  onPartSelect,
  refusal,
  onSelect,
  onSubmit,
  onBack,
  onReload,
  t,
}: VaultStepProps) {
  const format = useFormat();
  const { language } = useLocale();
  const options = (list: readonly Vault[]) =>
    list.map((vault) => ({
      value: String(vault.id),
      label: (
        <>
          <span>{vaultTitle(vault, language)}</span>{' '}
          {typeof vault.balance !== 'number' ? null : (
            <small>{t('checkout.vault-balance', { amount: format.money(vault.balance) })}</small>
          )}
        </>
      ),
    }));
  return (
    <div className="pos-checkout-step">
      <h3 className="pos-checkout-step__title">{t('checkout.step-vault')}</h3>
      <StepLoading
        isLoading={isLoading}
        hasFailed={hasFailed}
        isEmpty={vaults.length === 0}
        failedText={t('errors.load-vaults-failed')}
        emptyText={t('empty.no-vaults')}
        onReload={onReload}
        t={t}
      />
      {split !== null && vaults.length > 0
        ? split.map((part, index) => (
            <ChoiceGroup
              key={index}
              className="pos-checkout-choice"
              isColumn
              label={t('checkout.vault-for-part', {
                number: index + 1,
                method: t(`checkout.method-${part.method}`),
              })}
              options={options(vaults.filter((vault) => vaultType(vault) === part.method))}
              value={partVaults[index] == null ? null : String(partVaults[index])}
              onChange={(value) => onPartSelect?.(index, Number(value))}
            />
          ))
        : null}
      {split === null && vaults.length > 0 ? (
        <ChoiceGroup
          className="pos-checkout-choice"
          isColumn
          label={t('checkout.step-vault')}
          options={options(vaults)}
          value={vaultId === null ? null : String(vaultId)}
          onChange={(value) => onSelect(Number(value))}
        />
      ) : null}
      <StepEnd refusal={refusal}>
        <Button variant="outline" onPress={onBack}>
          {t('checkout.back')}
        </Button>
        <Button variant="primary" onPress={onSubmit} isDisabled={isLoading}>
          {t('checkout.submit')}
        </Button>
      </StepEnd>
    </div>
  );
}
