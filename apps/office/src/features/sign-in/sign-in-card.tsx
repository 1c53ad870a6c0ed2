import { LanguageSwitch } from '@lamaa/ui';
import type { FormEvent, ReactNode } from 'react';
import './sign-in-card.css';

/**
 * The card of the office's signed-out screens (sign in, set a password, not allowed here):
 * centred on the page, the language switch in its corner, headed by `title`. It is a form
 * when `onSubmit` is given, else a section. (The POS's /login draws the same card itself: in
 * the kit it would cost the POS's first load bytes it does not have.)
 */
export function SignInCard(props: {
  titleId: string;
  title: string;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const card = {
    className: 'office-sign-in__card',
    'aria-labelledby': props.titleId,
    children: (
      <>
        <h1 id={props.titleId} className="office-sign-in__title">
          {props.title}
        </h1>
        {props.children}
      </>
    ),
  };
  return (
    <main className="office-sign-in">
      <div className="office-sign-in__language">
        <LanguageSwitch />
      </div>
      {props.onSubmit ? (
        <form {...card} onSubmit={props.onSubmit} noValidate />
      ) : (
        <section {...card} />
      )}
    </main>
  );
}
