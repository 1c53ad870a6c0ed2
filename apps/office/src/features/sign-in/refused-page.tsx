import { type AuthUser, can } from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { roleKey } from '../../shared/role-label.js';
import { actorOf, useAuthActor } from '../../shared/session/auth-context.js';
import { SignInCard } from './sign-in-card.js';

/**
 * What a signed-in employee whose role may not open the office sees instead of its screens:
 * why, in their language, and a link to where their role works (the POS, or /scan for a
 * store-keeper), with a way to sign out and let someone else in.
 */
export function RefusedPage({ user }: { user: AuthUser | null }) {
  const t = useOfficeText();
  const auth = useAuthActor();
  const actor = actorOf(user);
  const toScan = actor !== null && !can(actor, 'pos.sell') && can(actor, 'intake.record');
  return (
    <SignInCard titleId="refused-title" title={t('office.refused-title')}>
      <p className="office-sign-in__subtitle">
        {t('office.refused-body', { role: t(roleKey(user?.role)) })}
      </p>
      <a
        className="lm-button lm-button--primary lm-button--md lm-button--full"
        href={toScan ? '/scan' : '/'}
      >
        {t(toScan ? 'office.refused-to-scan' : 'office.refused-to-pos')}
      </a>
      <Button variant="secondary" isFullWidth onPress={() => auth.send({ type: 'auth.logout' })}>
        {t('office.sign-out')}
      </Button>
    </SignInCard>
  );
}
