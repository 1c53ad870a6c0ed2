import '@lamaa/ui/styles.css';
import { createRoot } from 'react-dom/client';
import './app/app.css';
import { intlLoaded } from './app/intl-loaded.js';

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

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');
const root = createRoot(container);

// The app's code is evaluated once a worker has loaded Intl's locale data off the main thread
// (React Aria's modules use Intl as they are evaluated); the start script's preloads fetch the
// code meanwhile. On a slow phone, evaluating all the app's modules at once is one long block:
// React's DOM renderer is evaluated with this entry, the rest of the app in the tasks after.
void intlLoaded()
  .then(() => import('./app/start-pos.js'))
  .then(({ startPos }) => startPos(root));
