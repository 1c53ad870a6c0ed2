import { useSelector } from '@xstate/react';
import { can } from '@lamaa/domain';
import { FullScreenLoading } from '@lamaa/ui';
import type { ReactNode } from 'react';
import { RefusedPage } from '../features/sign-in/refused-page.js';
import { SignInPage } from '../features/sign-in/sign-in-page.js';
import { useOfficeText } from '../shared/i18n/use-office-text.js';
import { actorOf, useAuthActor } from '../shared/session/auth-context.js';

/**
 * Who sees the office: "Loading..." while the session is read, the sign-in for a visitor
 * without one (at the address they opened, so they arrive there once signed in), the way out
 * for a role that may not open the office, and the office itself for the owner and managers.
 */
export function OfficeGate({ children }: { children: ReactNode }) {
  const t = useOfficeText();
  const auth = useAuthActor();
  const state = useSelector(auth, (snapshot) => {
    if (snapshot.matches('loading')) return 'loading';
    if (snapshot.matches('authenticated') || snapshot.matches('loggingOut')) return 'signed-in';
    return 'signed-out';
  });
  const user = useSelector(auth, (snapshot) => snapshot.context.session?.user ?? null);
  if (state === 'loading') return <FullScreenLoading label={t('busy.loading')} />;
  if (state === 'signed-out') return <SignInPage />;
  const actor = actorOf(user);
  if (actor === null || !can(actor, 'office.open')) return <RefusedPage user={user} />;
  return children;
}
