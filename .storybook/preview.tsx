// Every story renders inside LocaleProvider: the toolbar's Language switch (or a story's
// own `globals.locale`) picks English or Arabic, and <html lang dir> follows it. Stories
// with `parameters.hasOwnLocale` render their own provider instead.
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { LocaleProvider } from '../packages/ui/src/i18n/locale-provider';
import { ar } from '../packages/ui/src/i18n/resources/ar';
import '../packages/ui/src/styles/index.css';

// findBy* and waitFor wait up to 10 s, not testing-library's 1 s: on a busy shared machine a
// render can take seconds, and a story must fail on what it checks, not on the load.
configure({ asyncUtilTimeout: 10_000 });

// The kit's Arabic at hand, so a story paints in Arabic at once (an app may load it on demand).
const KIT_ARABIC = { ar };

const withLocale: Decorator = (Story, context) => {
  const language = context.globals['locale'] === 'ar' ? 'ar' : 'en';
  // A story that renders its own LocaleProvider tests the real runtime (storage, <html dir>).
  if (context.parameters['hasOwnLocale'] === true) return <Story />;
  return (
    <LocaleProvider key={language} language={language} messages={KIT_ARABIC}>
      <Story />
    </LocaleProvider>
  );
};

/** Fails a story whose page did not end up in the story's language and direction. */
const checkDirection: NonNullable<Preview['afterEach']> = ({
  globals,
  parameters,
  canvasElement,
}) => {
  if (parameters['hasOwnLocale'] === true) return;
  const language = globals['locale'] === 'ar' ? 'ar' : 'en';
  const root = canvasElement.ownerDocument.documentElement;
  const expected = language === 'ar' ? 'rtl' : 'ltr';
  if (root.lang !== language || root.dir !== expected) {
    throw new Error(
      `Expected <html lang="${language}" dir="${expected}">, found lang="${root.lang}" dir="${root.dir}".`,
    );
  }
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    // axe violations fail the story's test, in both languages.
    a11y: { test: 'error' },
    layout: 'padded',
  },
  decorators: [withLocale],
  afterEach: checkDirection,
};

export default preview;
