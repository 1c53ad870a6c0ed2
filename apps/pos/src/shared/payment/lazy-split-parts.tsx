import { Spinner } from '@lamaa/ui';
import { type ComponentProps } from 'react';
import { LazyPartBoundary } from '../lazy/lazy-part-boundary.js';
import { retryableLazy } from '../lazy/retryable-lazy.js';
import type { SplitPartsEditor as Editor } from './split-parts-editor.js';

// The parts editor is fetched only when a split payment is chosen, so the checkout's first
// load stays within its budget.
const SplitPartsEditor = retryableLazy(() =>
  import('./split-parts-editor.js').then((module) => ({ default: module.SplitPartsEditor })),
);

/** The split-payment parts editor, loaded on first use (a spinner meanwhile, Retry on failure). */
export function LazySplitPartsEditor(props: ComponentProps<typeof Editor>) {
  return (
    <LazyPartBoundary fallback={<Spinner size="sm" />}>
      <SplitPartsEditor {...props} />
    </LazyPartBoundary>
  );
}
