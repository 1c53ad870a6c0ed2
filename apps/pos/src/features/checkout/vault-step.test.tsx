import { LocaleProvider } from '@lamaa/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutEn, type CheckoutKey } from './checkout-en.js';
import type { CheckoutText } from './use-checkout-text.js';
import { VaultStep } from './vault-step.js';

const t: CheckoutText = (key) => (key in checkoutEn ? checkoutEn[key as CheckoutKey] : key);
const vaults = [{ id: 1, title: 'Main Till', name: { en: 'Main Till', ar: 'الصندوق الرئيسي' } }];

function renderStep(language: 'en' | 'ar') {
  render(
    <LocaleProvider language={language}>
      <VaultStep
        vaults={vaults}
        isLoading={false}
        hasFailed={false}
        vaultId={null}
        refusal={null}
        onSelect={() => {}}
        onSubmit={() => {}}
        onBack={() => {}}
        onReload={() => {}}
        t={t}
      />
    </LocaleProvider>,
  );
}

describe('VaultStep', () => {
  it('names a vault by its Arabic title on an Arabic screen', () => {
    renderStep('ar');
    expect(screen.getByRole('radio', { name: 'الصندوق الرئيسي' })).toBeTruthy();
    expect(screen.queryByText('Main Till')).toBeNull();
  });

  it('names it by its English title on an English screen', () => {
    renderStep('en');
    expect(screen.getByRole('radio', { name: 'Main Till' })).toBeTruthy();
  });
});
