import { carColourName } from '@lamaa/domain';
import type { Text } from '../../shared/i18n/use-text.js';

/**
 * A vehicle's colour name in the language on screen: a named colour ('silver', or 'Silver' of
 * an older row) is translated; any other stored name is shown as stored; none gives ''.
 * @example colourText(t, 'silver') // 'فضي' on an Arabic screen
 */
export function colourText(t: Text, name: string | null | undefined): string {
  const named = carColourName(name);
  return named === null ? (name ?? '').trim() : t(`pos.colour-${named}` as const);
}
