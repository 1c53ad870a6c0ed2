import { type RefObject, useEffect, useRef } from 'react';
import { feedWedgeKey, NO_BURST } from '@lamaa/domain';

/**
 * While `isActive`, reads a USB wedge scanner's burst (characters then Enter, each within the
 * domain's gap) typed anywhere on the page, by each key's event time. A burst typed into
 * `ownField` is that field's (its form takes the Enter); any other one calls `onBarcode`, and its
 * Enter goes no further, so it cannot press the focused button (e.g. Stop Scanning).
 */
export function useWedgeScanner(
  isActive: boolean,
  ownField: RefObject<HTMLElement | null>,
  onBarcode: (barcode: string) => void,
): void {
  const onBarcodeRef = useRef(onBarcode);
  useEffect(() => {
    onBarcodeRef.current = onBarcode;
  }, [onBarcode]);
  useEffect(() => {
    if (!isActive) return;
    let burst = NO_BURST;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = feedWedgeKey(burst, event.key, event.timeStamp);
      burst = step.burst;
      const target = event.target instanceof Node ? event.target : null;
      if (step.barcode === null || ownField.current?.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      onBarcodeRef.current(step.barcode);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isActive, ownField]);
}
