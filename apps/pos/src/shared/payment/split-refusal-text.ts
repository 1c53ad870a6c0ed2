import { filsToAed, type Refusal } from '@lamaa/domain';
import { refusalKey } from '@lamaa/ui';
import type { SplitText } from './use-split-text.js';

/** The text of a split-payment refusal from the domain (its `max` in fils shown in AED). */
export function splitRefusalText(refusal: Refusal, t: SplitText): string {
  const params = refusal.params ?? {};
  const max = params['max'];
  return t(refusalKey(refusal.code), {
    ...params,
    ...(typeof max === 'number' && refusal.code !== 'payment.split-parts-invalid'
      ? { max: filsToAed(max).toFixed(2) }
      : {}),
  });
}
