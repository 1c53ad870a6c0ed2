import { Banner } from '@lamaa/ui';
import { useText } from '../shared/i18n/use-text.js';

/** The route-level error boundary: says something went wrong and offers a reload. */
export function RouteError() {
  const t = useText();
  return (
    <main className="pos-shell__main">
      <Banner tone="error" onRetry={() => window.location.reload()}>
        {t('pos.load-failed')}
      </Banner>
    </main>
  );
}
