import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy, retryFailedLoads } from './retryable-lazy.js';

function Part({ label }: { readonly label: string }) {
  return <p>{label}</p>;
}

const tree = (Lazy: ReturnType<typeof retryableLazy<typeof Part>>) => (
  <Suspense fallback={<p>waiting</p>}>
    <Lazy label="the part" />
  </Suspense>
);

describe('retryableLazy', () => {
  it('renders a preloaded part in the first frame, without its fallback', async () => {
    let loads = 0;
    const Lazy = retryableLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Part });
    });
    await Lazy.preload();
    render(tree(Lazy));
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback while the code loads, then the part', async () => {
    const Lazy = retryableLazy(() => Promise.resolve({ default: Part }));
    render(tree(Lazy));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('loads again after a failure once retryFailedLoads arms it', async () => {
    let fail = true;
    const Lazy = retryableLazy(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Part }),
    );
    await Lazy.preload();
    fail = false;
    retryFailedLoads();
    await act(() => Lazy.preload());
    render(tree(Lazy));
    expect(screen.getByText('the part')).toBeTruthy();
  });
});
