import { LocaleProvider, ToastOutlet } from '@lamaa/ui';
import { intakeMessages, loadIntakeArabic } from '../i18n/intake-messages.js';
import type { BarcodeReader } from '../features/scanning/barcode-reader.js';
import { IntakeScreen } from './intake-screen.js';
import { IntakeServicesProvider, type IntakeServices } from '../shared/intake-services.js';

/** Props of IntakeApp. */
export interface IntakeAppProps {
  services: IntakeServices;
  /** Fixes the language (tests); otherwise ?lang, the stored choice, then the browser decide. */
  language?: 'en' | 'ar';
  loadReader?: () => Promise<BarcodeReader>;
}

/** The intake app: language (with its own strings), services, toasts and the screen. */
export function IntakeApp({ services, language, loadReader }: IntakeAppProps) {
  return (
    <LocaleProvider
      messages={intakeMessages}
      loadArabic={loadIntakeArabic}
      {...(language === undefined ? {} : { language })}
    >
      <IntakeServicesProvider services={services}>
        <IntakeScreen {...(loadReader ? { loadReader } : {})} />
        <ToastOutlet toasts={services.toasts} />
      </IntakeServicesProvider>
    </LocaleProvider>
  );
}
