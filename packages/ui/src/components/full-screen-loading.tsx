import { useMessages } from '../i18n/use-messages.js';
import { Spinner } from './spinner.js';
import './full-screen-loading.css';

/** Props of FullScreenLoading. */
export interface FullScreenLoadingProps {
  /** Defaults to the spec's "Loading...". */
  label?: string;
}

/** A full-screen spinner with "Loading...", shown while the session is checked. */
export function FullScreenLoading({ label }: FullScreenLoadingProps) {
  const t = useMessages();
  return (
    <div className="lm-full-screen-loading" role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className="lm-full-screen-loading__label">{label ?? t('busy.loading')}</p>
    </div>
  );
}
