import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Link, Navigate, Route, Routes, useHref, useNavigate } from 'react-router-dom';
import { useOfficeText } from '../shared/i18n/use-office-text.js';
import { useCan } from '../shared/session/auth-context.js';
import { OfficeGate } from './office-gate.js';
import { SECTIONS } from './office-sections.js';
import { OfficeShell } from './office-shell.js';

/** The first screen the signed-in role may open (every role that opens the office has one). */
function FirstSection() {
  const may = useCan();
  const first = SECTIONS.find((section) => may(section.action));
  return first ? <Navigate to={first.path} replace /> : null;
}

/** An address under /office that is no screen, or one the role may not open. */
function NotFound() {
  const t = useOfficeText();
  return (
    <section>
      <h1>{t('office.not-found')}</h1>
      <Link to="/">{t('office.go-home')}</Link>
    </section>
  );
}

/** The office's routes under /office, behind the gate; React Aria's links go through the router. */
export function OfficeRoutes() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <OfficeGate>
        <Routes>
          <Route element={<OfficeShell />}>
            <Route index element={<FirstSection />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </OfficeGate>
    </AriaRouterProvider>
  );
}
