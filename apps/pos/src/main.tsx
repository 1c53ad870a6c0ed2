import '@lamaa/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPosRuntime } from './app/create-pos-runtime.js';
import { firstFrameReady } from './app/first-frame-ready.js';
import { PosProviders } from './app/pos-providers.js';
import { PosRoutes } from './app/pos-routes.js';
import './app/app.css';

// A new deployment replaces the hashed chunks: when a lazy chunk fails to load while the
// server answers, reload once per session to get the new ones. When the server does not
// answer (an outage), the part that needed the chunk shows its Retry, and the cart stays.
window.addEventListener('vite:preloadError', () => {
  if (window.sessionStorage.getItem('lamaa.reloaded-for-chunks') !== null) return;
  fetch('/api/health', { cache: 'no-store' }).then(
    (response) => {
      if (!response.ok) return;
      window.sessionStorage.setItem('lamaa.reloaded-for-chunks', '1');
      window.location.reload();
    },
    () => undefined,
  );
});

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');

// The runtime starts in a task of its own, after the modules' evaluation: on a slow phone
// each would otherwise make one long block. The HTML may hold an inert first paint of this
// screen (login.en.html, services.ar.html…): the app renders over it once its first frame can
// be the same screen, in a transition, so that rendering yields to the browser every few
// milliseconds.
setTimeout(() => {
  const runtime = createPosRuntime({ baseUrl: '/api' });
  void firstFrameReady(runtime, window.location.pathname).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <PosProviders runtime={runtime}>
            <BrowserRouter>
              <PosRoutes />
            </BrowserRouter>
          </PosProviders>
        </StrictMode>,
      ),
    ),
  );
});
