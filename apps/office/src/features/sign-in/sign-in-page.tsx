import { useSelector } from '@xstate/react';
import { Banner, Button, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useAuthActor } from '../../shared/session/auth-context.js';
import { SignInCard } from './sign-in-card.js';

/**
 * The office's sign-in, shown at whatever /office address the visitor opened, so that once
 * signed in they are where they meant to go. Same account and call as the POS's sign-in.
 */
export function SignInPage() {
  const t = useOfficeText();
  const auth = useAuthActor();
  const isBusy = useSelector(auth, (snapshot) => snapshot.matches('loggingIn'));
  const code = useSelector(auth, (snapshot) => snapshot.context.loginError?.code);
  // Every refused field at once, as the domain's sign-in check reports them.
  const fields = useSelector(auth, (snapshot) => snapshot.context.loginError?.fields);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'auth.login', email, password });
  };
  return (
    <SignInCard titleId="sign-in-title" title={t('office.sign-in-title')} onSubmit={onSubmit}>
      <p className="office-sign-in__subtitle">{t('office.sign-in-subtitle')}</p>
      {code === 'auth.login-failed' ? (
        <Banner tone="error">{t('office.sign-in-failed')}</Banner>
      ) : null}
      <TextField
        label={t('office.email')}
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        isRequired
        value={email}
        onChange={setEmail}
        {...(fields?.email ? { errorMessage: t('office.email-required') } : {})}
      />
      <TextField
        label={t('office.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
        {...(fields?.password ? { errorMessage: t('office.password-required') } : {})}
      />
      <Button
        type="submit"
        variant="primary"
        isFullWidth
        isBusy={isBusy}
        busyLabel={t('office.signing-in')}
      >
        {t('office.sign-in')}
      </Button>
    </SignInCard>
  );
}
