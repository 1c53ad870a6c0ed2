// Entry of the intake app at /scan: the session first (cookie, else ?authtoken, else
// /login), then the screen. No sidebar, no header.
import { createRoot } from 'react-dom/client';
import { createToasts } from '@lamaa/ui';
import '@lamaa/ui/styles.css';
import './intake.css';
import { IntakeApp } from './app/intake-app.js';
import { createIntakeApi } from './app/create-intake-api.js';
import { endSession, startSession } from './app/start-session.js';
import { createUploadProgress } from './shared/upload-progress.js';

const token = startSession(window);
const root = document.getElementById('root');
if (token !== null && root !== null) {
  const progress = createUploadProgress();
  const api = createIntakeApi({
    baseUrl: '/api',
    token,
    progress,
    onUnauthorized: () => endSession(window),
  });
  const isBranchMode = new URLSearchParams(window.location.search).get('showbranches') === 'true';
  createRoot(root).render(
    <IntakeApp
      services={{
        api,
        toasts: createToasts(),
        progress,
        storage: window.localStorage,
        isBranchMode,
      }}
    />,
  );
}
