import { useLocale } from '@lamaa/ui';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useShellMessages } from '../shared/i18n/use-shell-messages.js';
import { API } from '../test/fake-api.js';
import { createPosRuntime } from './create-pos-runtime.js';
import { startMessages } from './pos-arabic.js';
import { PosProviders } from './pos-providers.js';

/** A kit text, a sign-in text, a shell text and a checkout text, and a switch to Arabic. */
function Texts() {
  useShellMessages();
  const { t } = useTranslation();
  const { setLanguage } = useLocale();
  return (
    <>
      <p>{t('errors.login-failed')}</p>
      <p>{t('pos.sign-in')}</p>
      <p>{t('pos.clear-cart')}</p>
      <p>{t('checkout.cart-empty')}</p>
      <button type="button" onClick={() => setLanguage('ar')}>
        ar
      </button>
    </>
  );
}

const ARABIC = ['تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.', 'تسجيل الدخول', 'إفراغ السلة'];

afterEach(() => window.localStorage.removeItem('lamaa.language'));

describe("the POS's start-up Arabic", () => {
  it('is not in the messages of an English start', async () => {
    expect(await startMessages('en')).not.toHaveProperty('ar');
  });

  it("holds the kit's, sign-in's, the shell's and the checkout's texts for an Arabic start", async () => {
    const arabic = (await startMessages('ar')).ar ?? {};
    expect(arabic['errors.login-failed']).toBe(ARABIC[0]);
    expect(arabic['pos.sign-in']).toBe(ARABIC[1]);
    expect(arabic['pos.clear-cart']).toBe(ARABIC[2]);
    expect(arabic['checkout.cart-empty']).toBe('سلة المشتريات فارغة');
    // Counted texts come in their Arabic plural forms.
    expect(Object.keys(arabic).some((key) => key.endsWith('_few'))).toBe(true);
  });

  it('paints an Arabic start in Arabic in its first frame, with nothing left to load', async () => {
    window.localStorage.setItem('lamaa.language', 'ar');
    const messages = await startMessages('ar');
    render(
      <PosProviders runtime={createPosRuntime({ baseUrl: API })} messages={messages}>
        <Texts />
      </PosProviders>,
    );
    for (const text of ARABIC) expect(screen.getByText(text)).toBeTruthy();
  });

  it('loads the Arabic when an English screen switches to it, and turns at once', async () => {
    window.localStorage.setItem('lamaa.language', 'en');
    render(
      <PosProviders
        runtime={createPosRuntime({ baseUrl: API })}
        messages={await startMessages('en')}
      >
        <Texts />
      </PosProviders>,
    );
    expect(screen.getByText('Clear cart')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'ar' }).click());
    for (const text of ARABIC) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('Clear cart')).toBeNull();
  });
});
