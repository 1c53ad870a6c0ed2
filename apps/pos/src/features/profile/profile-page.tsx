import { userDisplayName } from '@lamaa/domain';
import { Avatar, Button, Spinner, useLoader, useLocale } from '@lamaa/ui';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { LogoutDialog } from '../../shared/session/logout-dialog.js';
import { useToasts } from '../../shared/toasts-context.js';
import { useProfileText } from './use-profile-text.js';
import './profile.css';

/** One labelled fact of the profile. */
function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /profile: Employee Profile with the initials avatar, the name (English, else Arabic, else
 * "User"), email, user id, business id and branch; Logout asks first, then revokes the session
 * on the server and the guard returns to /login. A load failure toasts with Retry.
 */
export function ProfilePage() {
  const t = useProfileText();
  const toasts = useToasts();
  const { language } = useLocale();
  const [isConfirming, setIsConfirming] = useState(false);
  const api = useApi();
  const profile = useLoader('profile', null, (_: null, signal) => api.getProfile(signal));
  const toastFailure = useEffectEvent(
    () =>
      void toasts.error(t('errors.load-profile-failed'), {
        duration: null,
        action: { label: t('actions.retry'), onAction: profile.retry },
      }),
  );
  // Once per failed load (each failure is a new error value), not again on a language change.
  useEffect(() => {
    if (profile.hasFailed) toastFailure();
  }, [profile.hasFailed, profile.error]);
  const user = profile.data;
  const name = userDisplayName(user, language) ?? t('common.user');
  const branch = user?.branch?.name
    ? user.branch.name[language] || user.branch.name.en || user.branch.name.ar
    : '';

  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="pos-page-title">
        {t('profile.title')}
      </h1>
      <p className="profile-page__subtitle">{t('profile.subtitle')}</p>
      {profile.isLoading ? <Spinner label={t('busy.loading')} /> : null}
      {user !== null ? (
        <div className="profile-card">
          <div className="profile-card__head">
            <Avatar name={userDisplayName(user, language)} size="lg" />
            <p className="profile-card__name">{name}</p>
          </div>
          <dl className="profile-facts">
            <Fact label={t('profile.name')}>{name}</Fact>
            <Fact label={t('profile.email')}>
              <bdi>{user.email}</bdi>
            </Fact>
            <Fact label={t('profile.user-id')}>{String(user.id)}</Fact>
            <Fact label={t('profile.business-id')}>{String(user.business_id)}</Fact>
            <Fact label={t('profile.branch')}>{branch || t('profile.not-available')}</Fact>
          </dl>
        </div>
      ) : null}
      <div>
        <Button variant="danger" onPress={() => setIsConfirming(true)}>
          {t('actions.logout')}
        </Button>
      </div>
      <LogoutDialog isOpen={isConfirming} onCancel={() => setIsConfirming(false)} />
    </section>
  );
}
