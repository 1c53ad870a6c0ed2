import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language.js';
import { loadArabicTexts } from '../i18n/load-arabic-texts.js';
import { LocaleProvider } from '../i18n/locale-provider.js';
import { inArabic } from '../test/in-arabic.js';
import { LanguageSwitch } from './language-switch.js';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultArabic = inArabic(Default);

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('button');
    await expect(options).toHaveLength(2);
    for (const option of options) await expect(option).toBeDisabled();
  },
};
export const DisabledArabic = inArabic(Disabled);

/**
 * The real runtime, not driven by Storybook's toolbar: the story starts in its own
 * language (stored choice), a click on the other one stores it and flips <html lang dir>.
 * Arabic loads on demand, as on /scan: the screen appears, or turns, once its texts are in.
 */
export const SwitchesDirection: Story = {
  parameters: { hasOwnLocale: true },
  render: () => (
    <LocaleProvider loadArabic={() => loadArabicTexts(() => Promise.resolve({}))}>
      <LanguageSwitch />
    </LocaleProvider>
  ),
  beforeEach: ({ globals }) => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, globals['locale'] === 'ar' ? 'ar' : 'en');
    return () => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const root = canvasElement.ownerDocument.documentElement;
    const [from, to] =
      globals['locale'] === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
    const directionOf = (language: 'en' | 'ar') => (language === 'ar' ? 'rtl' : 'ltr');
    await waitFor(() => expect(root).toHaveAttribute('dir', directionOf(from)));
    const current = await canvas.findByRole('button', { pressed: true });
    await expect(current).toHaveAttribute('lang', from);
    const other = await canvas.findByRole('button', { name: to === 'ar' ? 'العربية' : 'English' });
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(other);
    await waitFor(() => expect(root).toHaveAttribute('dir', directionOf(to)));
    await expect(root).toHaveAttribute('lang', to);
    await expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(to);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
  },
};
export const SwitchesDirectionArabic = inArabic(SwitchesDirection);
