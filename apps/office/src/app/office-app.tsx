import { LocaleProvider, ToastOutlet } from '@lamaa/ui';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { officeMessages } from '../shared/i18n/office-messages.js';
import { OfficeServicesProvider, type OfficeServices } from '../shared/office-services.js';
import { AuthContext, type AuthActor } from '../shared/session/auth-context.js';
import { OfficeRoutes } from './office-routes.js';

/** Props of OfficeApp. */
export interface OfficeAppProps {
  readonly services: OfficeServices;
  readonly auth: AuthActor;
  /** Fixes the language (tests); otherwise ?lang, the stored choice, then the browser decide. */
  readonly language?: 'en' | 'ar';
  /** Starts at this address under /office in memory (tests); otherwise the browser's address. */
  readonly initialPath?: string;
}

/** The back office: language (with its own strings), services, session, toasts and routes under /office. */
export function OfficeApp({ services, auth, language, initialPath }: OfficeAppProps) {
  return (
    <LocaleProvider messages={officeMessages} {...(language === undefined ? {} : { language })}>
      <OfficeServicesProvider services={services}>
        <AuthContext.Provider value={auth}>
          {initialPath === undefined ? (
            <BrowserRouter basename="/office">
              <OfficeRoutes />
            </BrowserRouter>
          ) : (
            <MemoryRouter basename="/office" initialEntries={[initialPath]}>
              <OfficeRoutes />
            </MemoryRouter>
          )}
          <ToastOutlet toasts={services.toasts} />
        </AuthContext.Provider>
      </OfficeServicesProvider>
    </LocaleProvider>
  );
}
