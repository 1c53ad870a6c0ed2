// The dialogs' code is fetched after the screen's lists have come, not beside them: on a slow
// link the lists are what the store-keeper waits for (Lighthouse's /scan LCP fell from ~2.5 s
// to ~2.4 s with the dialogs' ~30 KB out of its way).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createToasts } from '@lamaa/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeApp } from './intake-app.js';
import type * as OnDemandParts from './on-demand-parts.js';
import { createUploadProgress } from '../shared/upload-progress.js';
import { createApiState } from '../test/intake-handlers.js';
import { createTestIntakeApi } from '../test/intake-test-api.js';

const { prefetch } = vi.hoisted(() => ({ prefetch: vi.fn(() => () => undefined) }));
vi.mock('./on-demand-parts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof OnDemandParts>()),
  prefetchOnDemandParts: prefetch,
}));

afterEach(() => cleanup());

describe('the on-demand parts of the intake screen', () => {
  it('are prefetched once the materials have come, not while they load', async () => {
    const progress = createUploadProgress();
    const api = createTestIntakeApi(createApiState(), { progress });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const services = {
      api: {
        ...api,
        getMaterials: (signal?: AbortSignal) => held.then(() => api.getMaterials(signal)),
      },
      toasts: createToasts(),
      progress,
      storage: window.localStorage,
      isBranchMode: false,
    };
    render(<IntakeApp services={services} language="en" />);
    expect(await screen.findByText('Loading...')).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(prefetch).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('heading', { name: 'Material intake' })).toBeVisible();
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });
});
