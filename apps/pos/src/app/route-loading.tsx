import { Spinner } from '@lamaa/ui';
import { useText } from '../shared/i18n/use-text.js';

/** What a lazy route shows while its code arrives. */
export function RouteLoading() {
  const t = useText();
  return (
    <div role="status" className="pos-route-loading">
      <Spinner size="md" />
      <span>{t('busy.loading')}</span>
    </div>
  );
}
