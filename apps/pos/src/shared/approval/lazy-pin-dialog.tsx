// The PIN dialog's code loads the first time a manager's PIN is asked, not with the shell: most
// sales never need it, and the first load of /services stays within its budget.
import { LazyPartBoundary } from '../lazy/lazy-part-boundary.js';
import { retryableLazy } from '../lazy/retryable-lazy.js';
import type { PinDialogProps } from './pin-dialog.js';

const PinDialog = retryableLazy(() =>
  import('./pin-dialog.js').then((module) => ({ default: module.PinDialog })),
);

/** The PIN dialog, rendered (and its code fetched) only while it is open. */
export function LazyPinDialog(props: PinDialogProps) {
  if (!props.isOpen) return null;
  return (
    <LazyPartBoundary>
      <PinDialog {...props} />
    </LazyPartBoundary>
  );
}
