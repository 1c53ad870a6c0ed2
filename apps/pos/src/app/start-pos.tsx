import { detectLanguage, windowLanguageSources } from '@lamaa/ui';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPosRuntime } from './create-pos-runtime.js';
import { firstFrameReady } from './first-frame-ready.js';
import { startMessages } from './pos-arabic.js';
import { PosProviders } from './pos-providers.js';
import { PosRoutes } from './pos-routes.js';

/**
 * Starts the POS in `root`: the runtime in a task of its own, then the app's first frame. The
 * HTML may hold an inert first paint of this screen (login.en.html, services.ar.html…): the app
 * renders over it once its first frame can be the same screen, in a transition, so that
 * rendering yields to the browser every few milliseconds. An Arabic start waits for its texts
 * meanwhile (an English one never loads them).
 */
export function startPos(root: Root): void {
  setTimeout(() => {
    const runtime = createPosRuntime({ baseUrl: '/api' });
    const messages = startMessages(detectLanguage(windowLanguageSources()));
    void Promise.all([messages, firstFrameReady(runtime, window.location.pathname)]).then(
      ([atHand]) =>
        startTransition(() =>
          root.render(
            <StrictMode>
              <PosProviders runtime={runtime} messages={atHand}>
                <BrowserRouter>
                  <PosRoutes />
                </BrowserRouter>
              </PosProviders>
            </StrictMode>,
          ),
        ),
    );
  });
}
