import { Banner, type LoaderView } from '@lamaa/ui';
import type { ReactNode } from 'react';
import { useOfficeText } from './i18n/use-office-text.js';

/**
 * What a loaded part of a screen shows: its content once the data is in (kept while it loads
 * again), the failure with Retry, or that it is loading.
 * @example <Loaded view={rules}>{(saved) => <RulesForm saved={saved} />}</Loaded>
 */
export function Loaded<Data>(props: {
  view: Pick<LoaderView<Data, unknown>, 'data' | 'hasFailed' | 'retry'>;
  children: (data: Data) => ReactNode;
}) {
  const t = useOfficeText();
  const { view } = props;
  if (view.data !== null) return props.children(view.data);
  return view.hasFailed ? (
    <Banner tone="error" onRetry={view.retry}>
      {t('office.load-failed')}
    </Banner>
  ) : (
    <p role="status">{t('busy.loading')}</p>
  );
}
