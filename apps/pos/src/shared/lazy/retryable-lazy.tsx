import { type ComponentProps, type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** The resets of the lazy parts whose code failed to load. */
const failedResets = new Set<() => void>();

/** A lazily loaded part that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component.
export type LazyPart<Part extends ComponentType<any>> = ComponentType<ComponentProps<Part>> & {
  /** Fetches the part's code now; settles (never rejects) once it is here or has failed. */
  readonly preload: () => Promise<void>;
};

/**
 * A thenable that calls back at once: React.lazy reads a module handed over this way in the
 * same render, so a part whose code is already here shows no fallback, not even for a frame.
 */
function alreadyLoaded<Module>(module: Module): Promise<Module> {
  const thenable = { then: (onLoaded: (value: Module) => unknown) => onLoaded(module) };
  return thenable as unknown as Promise<Module>;
}

/**
 * React.lazy that can be preloaded and can try again: React keeps a failed load failed, so
 * after a failure (an outage while a screen's code was still on the server) the part gets a
 * fresh lazy component, which retryFailedLoads() arms and the next render uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component.
export function retryableLazy<Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
): LazyPart<Part> {
  let loaded: { default: Part } | undefined;
  let loading: Promise<{ default: Part }> | undefined;
  let current: LazyExoticComponent<Part>;
  const fetchPart = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        failedResets.add(reset);
        throw error;
      },
    );
    return loading;
  };
  const reset = () => {
    current = lazy(() => (loaded ? alreadyLoaded(loaded) : fetchPart()));
  };
  reset();
  function RetryableLazy(props: ComponentProps<Part>) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return Object.assign(RetryableLazy, {
    preload: () =>
      fetchPart().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Lets every part whose code failed to load try again on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedResets) reset();
  failedResets.clear();
}
