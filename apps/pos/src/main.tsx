import '@lamaa/ui/styles.css';
import { createRoot } from 'react-dom/client';
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

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');
const root = createRoot(container);

// On a slow phone, evaluating all the app's modules at once is one long block: React's DOM
// renderer is evaluated with this entry, the rest of the app in the tasks after. The first use
// of Intl loads the browser's locale data (about 15 ms on a fast desktop, 60 on a slow phone);
// React Aria's modules use it as they are evaluated, so it gets a task of its own first.
setTimeout(() => new Intl.NumberFormat(document.documentElement.lang).format(0));
setTimeout(() => void import('./app/start-pos.js').then(({ startPos }) => startPos(root)));
