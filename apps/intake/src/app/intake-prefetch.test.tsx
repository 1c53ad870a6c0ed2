// The dialogs' code is fetched after the screen's lists have come, not beside them: on a slow
// link the lists are what the store-keeper waits for (Lighthouse's /scan LCP fell from ~2.5 s
// to ~2.4 s with the dialogs' ~30 KB out of its way).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OnDemandParts from './on-demand-parts.js';
import { renderIntake } from '../test/render-intake.js';

const { prefetch } = vi.hoisted(() => ({ prefetch: vi.fn(() => () => undefined) }));
vi.mock('./on-demand-parts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof OnDemandParts>()),
  prefetchOnDemandParts: prefetch,
}));

afterEach(() => cleanup());

describe('the on-demand parts of the intake screen', () => {
  it('are prefetched once the materials have come, not while they load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderIntake({
      adjustApi: (api) => ({
        ...api,
        getMaterials: (signal?: AbortSignal) => held.then(() => api.getMaterials(signal)),
      }),
    });
    expect(await screen.findByText('Loading...')).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(prefetch).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('heading', { name: 'Material intake' })).toBeVisible();
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });
});
