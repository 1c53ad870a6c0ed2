// Entry of the back office at /office: the session (the POS's cookie), then the screens.
import '@lamaa/ui/styles.css';
import { createToasts } from '@lamaa/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOfficeRuntime } from './app/create-office-runtime.js';
import { OfficeApp } from './app/office-app.js';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');
const runtime = createOfficeRuntime({ baseUrl: '/api', browser: window });
createRoot(container).render(
  <StrictMode>
    <OfficeApp services={{ api: runtime.api, toasts: createToasts() }} auth={runtime.auth} />
  </StrictMode>,
);
