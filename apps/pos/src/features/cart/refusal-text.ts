import type { Failure } from '@lamaa/domain';
import type { Text } from '../../shared/i18n/use-text.js';

type Kind = 'service' | 'package' | 'product' | 'plan';

function kindOf(failure: Failure): Kind {
  const kind = failure.params?.['kind'];
  return kind === 'package' || kind === 'product' || kind === 'plan' ? kind : 'service';
}

/**
 * The toast text of a cart refusal (the add-to-cart checks, edits and discount rules), in the
 * spec's words; null for a code the cashier needs no message for.
 */
export function refusalText(t: Text, failure: Failure): string | null {
  const kind = kindOf(failure);
  switch (failure.code) {
    case 'cart.vehicle-required':
      return t(`pos.vehicle-required-${kind}`);
    case 'cart.customer-required':
      return t(`pos.customer-required-${kind}`);
    case 'cart.login-required':
      return t(`pos.login-required-${kind}`);
    case 'cart.price-missing': {
      const priced = failure.params?.['kind'];
      return t(
        priced === 'package'
          ? 'pos.price-missing-package'
          : priced === 'plan'
            ? 'pos.price-missing-plan'
            : priced === 'product'
              ? 'pos.price-missing-product'
              : 'pos.price-missing-service-option',
      );
    }
    case 'cart.duplicate-option':
      return t('pos.duplicate-option');
    case 'cart.exclusive-conflict':
      return t('pos.exclusive-conflict');
    case 'cart.page-type-mismatch':
      return t('pos.page-type-mismatch');
    case 'cart.service-quantity-fixed':
      return t('pos.service-quantity-fixed');
    case 'cart.invalid-price':
      return t('pos.price-invalid');
    case 'discount.invalid-value':
      return t('pos.discount-required');
    case 'discount.percentage-too-high':
      return t('pos.discount-over-100');
    case 'discount.selection-required':
      return t('pos.discount-needs-selection');
    default:
      return null;
  }
}
