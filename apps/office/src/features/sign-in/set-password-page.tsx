import { PASSWORD_MIN_LENGTH, passwordProblem } from '@lamaa/domain';
import { Banner, Button, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { codeText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { linkToken } from './link-token.js';
import { SignInCard } from './sign-in-card.js';

/**
 * /office/set-password#token=…: a new employee (or one whose password was reset) chooses a
 * password from the one-time link the owner or a manager gave them; no session needed.
 */
export function SetPasswordPage() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const [token] = useState(() => linkToken(window.location.hash));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{
    field: 'password' | 'repeat' | 'form';
    text: string;
  } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isDone, setIsDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (token === null) return;
    const problem = passwordProblem(password);
    if (problem !== null) {
      setError({ field: 'password', text: codeText(t, problem, { min: PASSWORD_MIN_LENGTH }) });
      return;
    }
    if (repeat !== password) {
      setError({ field: 'repeat', text: t('office.passwords-differ') });
      return;
    }
    setIsSaving(true);
    const result = await api.setPassword({ token, password });
    setIsSaving(false);
    if (result.error) {
      const code = result.error.kind === 'http' ? result.error.body.code : undefined;
      const params = result.error.kind === 'http' ? result.error.body.params : undefined;
      setError({ field: 'form', text: code ? codeText(t, code, params) : t('office.save-failed') });
      return;
    }
    setError(null);
    setIsDone(true);
  };

  return (
    <SignInCard
      titleId="set-password-title"
      title={t('office.set-password-title')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {token === null ? (
        <Banner tone="error">{t('office.link-incomplete')}</Banner>
      ) : isDone ? (
        <>
          <Banner tone="success">{t('office.password-set')}</Banner>
          <a className="lm-button lm-button--primary lm-button--md lm-button--full" href="/login">
            {t('office.go-sign-in')}
          </a>
        </>
      ) : (
        <>
          <p className="office-sign-in__subtitle">{t('office.set-password-intro')}</p>
          {error?.field === 'form' ? <Banner tone="error">{error.text}</Banner> : null}
          <TextField
            label={t('office.new-password')}
            type="password"
            name="new_password"
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
            description={t('office.password-hint', { min: PASSWORD_MIN_LENGTH })}
            {...(error?.field === 'password' ? { errorMessage: error.text } : {})}
          />
          <TextField
            label={t('office.repeat-password')}
            type="password"
            name="repeat_password"
            autoComplete="new-password"
            isRequired
            value={repeat}
            onChange={setRepeat}
            {...(error?.field === 'repeat' ? { errorMessage: error.text } : {})}
          />
          <Button
            type="submit"
            variant="primary"
            isFullWidth
            isBusy={isSaving}
            busyLabel={t('office.saving')}
          >
            {t('office.set-password')}
          </Button>
        </>
      )}
    </SignInCard>
  );
}
