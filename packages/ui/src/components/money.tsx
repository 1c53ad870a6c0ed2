import type { Fils } from '@lamaa/domain';
import { useFormat } from '../i18n/use-format.js';
import './money.css';

/** Props of Money. */
export interface MoneyProps {
  /** The amount in fils (1 AED = 100 fils). */
  fils: Fils;
  /** Shows the amount struck through, for a before-discount price. */
  isStruck?: boolean;
  /** Shows a minus for a discount line (the amount stays positive in fils). */
  isNegative?: boolean;
}

/** An AED amount formatted by Intl for the current language, kept left-to-right inside Arabic text. */
export function Money({ fils, isStruck, isNegative }: MoneyProps) {
  const format = useFormat();
  const text = format.money(isNegative ? -fils : fils);
  return isStruck ? (
    <s className="lm-money lm-money--struck">
      <bdi>{text}</bdi>
    </s>
  ) : (
    <span className="lm-money">
      <bdi>{text}</bdi>
    </span>
  );
}
