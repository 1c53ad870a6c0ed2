import { Banner, Button } from '@lamaa/ui';
import { useText } from '../shared/i18n/use-text.js';

/** The route-level error boundary: says something went wrong and offers a reload. */
export function RouteError() {
  const t = useText();
  return (
    <main className="pos-shell__main">
      <Banner
        tone="error"
        action={
          <Button variant="secondary" onPress={() => window.location.reload()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('pos.load-failed')}
      </Banner>
    </main>
  );
}
