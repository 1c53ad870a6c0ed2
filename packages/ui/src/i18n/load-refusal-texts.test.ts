import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.js';
import { loadRefusalTexts } from './load-refusal-texts.js';
import { en } from './resources/en.js';
import { refusalEn } from './resources/refusal-en.js';

/** How many times `i18n` tells its screens to render again while `run` runs. */
async function rendersAgain(i18n: ReturnType<typeof createI18n>, run: () => Promise<void>) {
  let count = 0;
  const counted = () => {
    count += 1;
  };
  i18n.on('languageChanged', counted);
  await run();
  i18n.off('languageChanged', counted);
  return count;
}

describe('loadRefusalTexts', () => {
  it('adds the texts without rendering the screens again when no refusal was shown yet', async () => {
    const i18n = createI18n('en');
    expect(await rendersAgain(i18n, () => loadRefusalTexts(i18n))).toBe(0);
    expect(i18n.t('server.slot-full')).toBe(refusalEn['server.slot-full']);
  });

  it('renders them again once when a refusal showed the generic text before its own arrived', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('server.slot-full')).toBe(en['server.refused']);
    expect(await rendersAgain(i18n, () => loadRefusalTexts(i18n))).toBe(1);
    expect(i18n.t('server.slot-full')).toBe(refusalEn['server.slot-full']);
  });
});
