import { type ComponentProps, type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** The resets of the lazy parts whose code failed to load. */
const failedResets = new Set<() => void>();

/**
 * React.lazy that can try again: React keeps a failed load failed, so after a failure (an
 * outage while a screen's code was still on the server) the part gets a fresh lazy component,
 * which retryFailedLoads() arms and the next render uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component.
export function retryableLazy<Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
): ComponentType<ComponentProps<Part>> {
  let current: LazyExoticComponent<Part>;
  const reset = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failedResets.add(reset);
        throw error;
      }),
    );
  };
  reset();
  function RetryableLazy(props: ComponentProps<Part>) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return RetryableLazy;
}

/** Lets every part whose code failed to load try again on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedResets) reset();
  failedResets.clear();
}
