import { useSelector } from '@xstate/react';
import {
  Banner,
  Button,
  FullScreenLoading,
  LanguageSwitch,
  TextField,
  useDocumentTitle,
} from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useText } from '../../shared/i18n/use-text.js';
import { useAuthActor, useAuthStatus } from '../../shared/session/auth-context.js';
import { SIGNED_IN_STATE } from '../../shared/session/signed-in-state.js';
import { loginErrorText } from './login-error-text.js';
import type { FromState } from './require-auth.js';
import './login-page.css';

/** /login: email and password, the spec's failure messages; a signed-in user goes on to / (or back where they came from). */
export function LoginPage() {
  const t = useText();
  const auth = useAuthActor();
  const status = useAuthStatus();
  const location = useLocation();
  const isBusy = useSelector(auth, (snapshot) => snapshot.matches('loggingIn'));
  const loginError = useSelector(auth, (snapshot) => snapshot.context.loginError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle(t('pos.login-title'));

  if (status === 'loading') return <FullScreenLoading label={t('busy.loading')} />;
  if (status === 'signed-in') {
    const from = (location.state as FromState | null)?.from;
    return (
      <Navigate
        to={from && from.startsWith('/') && !from.startsWith('/login') ? from : '/'}
        replace
        state={SIGNED_IN_STATE}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'auth.login', email, password });
  };
  const code = loginError?.code;
  const emailCode = loginError?.fields?.email;
  const passwordCode = loginError?.fields?.password;
  return (
    <main className="pos-login">
      <div className="pos-login__language">
        <LanguageSwitch />
      </div>
      <form
        className="pos-login__card"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="pos-login__title">
          {t('pos.login-title')}
        </h1>
        <p className="pos-login__subtitle">{t('pos.login-subtitle')}</p>
        {loginError && (code === 'auth.login-failed' || code === 'auth.role-not-allowed') ? (
          <Banner tone="error">{loginErrorText(t, loginError)}</Banner>
        ) : null}
        <TextField
          label={t('pos.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          isRequired
          value={email}
          onChange={setEmail}
          {...(emailCode === undefined
            ? {}
            : { errorMessage: loginErrorText(t, { code: emailCode }) })}
        />
        <TextField
          label={t('pos.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          {...(passwordCode === undefined
            ? {}
            : { errorMessage: loginErrorText(t, { code: passwordCode }) })}
        />
        <Button
          type="submit"
          variant="primary"
          isFullWidth
          isBusy={isBusy}
          busyLabel={t('pos.signing-in')}
        >
          {t('pos.sign-in')}
        </Button>
      </form>
    </main>
  );
}
