import type { LoaderView } from '@lamaa/ui';
import type { ReactNode } from 'react';
import { Loaded } from '../../shared/loaded.js';

/**
 * A settings part of the Business screen: its title and intro above the form of what it loaded
 * (`children`), and the form labelled by that title (`titleId`).
 */
export function SettingsSection<Data>(props: {
  titleId: string;
  title: string;
  intro: string;
  view: Pick<LoaderView<Data, unknown>, 'data' | 'hasFailed' | 'retry'>;
  children: (saved: Data) => ReactNode;
}) {
  return (
    <section className="office-form" aria-labelledby={props.titleId}>
      <h2 id={props.titleId} className="office-page__title">
        {props.title}
      </h2>
      <p className="office-page__intro">{props.intro}</p>
      <Loaded view={props.view}>{props.children}</Loaded>
    </section>
  );
}
