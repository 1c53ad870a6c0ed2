import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.js';
import { ar } from './resources/ar.js';

describe('createI18n', () => {
  it('starts ready in the chosen language with flat dotted keys', () => {
    const i18n = createI18n('ar', { ar });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('busy.loading')).toBe('جارٍ التحميل...');
  });

  it('interpolates without HTML-escaping (React escapes already)', () => {
    const i18n = createI18n('en');
    expect(i18n.t('toasts.supplier-added', { name: 'Al Noor & Sons' })).toBe(
      "Supplier 'Al Noor & Sons' added",
    );
    expect(i18n.t('actions.clear-cart-and-continue')).toBe('Clear Cart & Continue');
  });

  it('adds an app’s English over the kit’s and falls back to English for a key Arabic lacks', async () => {
    const i18n = createI18n('ar', {
      en: { 'pos.title': 'Point of sale', 'pos.only-en': 'Only English' },
      ar: { 'pos.title': 'نقطة البيع' },
    });
    expect(i18n.t('pos.title')).toBe('نقطة البيع');
    expect(i18n.t('pos.only-en')).toBe('Only English');
    // Arabic is the app's whole: without the kit's `ar` (loaded on demand), a kit key is English.
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    await i18n.changeLanguage('en');
    expect(i18n.t('pos.title')).toBe('Point of sale');
  });

  it('gives each instance its own language', () => {
    const english = createI18n('en');
    const arabic = createI18n('ar', { ar });
    expect(english.t('actions.cancel')).toBe('Cancel');
    expect(arabic.t('actions.cancel')).toBe('إلغاء');
  });
});
