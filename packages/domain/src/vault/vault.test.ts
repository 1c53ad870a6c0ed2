import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { vaultTitle, vaultType, visibleVaults } from './vault.js';

describe('visibleVaults', () => {
  it("hides vaults titled 'pety cash' in any case", () => {
    const vaults = [
      { id: 1, title: 'Pety Cash' },
      { id: 2, title: 'PETY CASH' },
      { id: 3, name: { en: '  pety   cash ' } },
      { id: 4, title: 'Main till' },
    ];
    expect(visibleVaults(vaults).map((v) => v.id)).toEqual([4]);
  });
});

describe('vaultTitle', () => {
  it('is the English name, else the title, else a plain name, else the Arabic name', () => {
    expect(vaultTitle({ id: 1, name: { en: 'Card', ar: 'بطاقة' }, title: 'T' })).toBe('Card');
    expect(vaultTitle({ id: 1, name: { en: '', ar: 'بطاقة' }, title: 'Till' })).toBe('Till');
    expect(vaultTitle({ id: 1, name: 'Bank' })).toBe('Bank');
    expect(vaultTitle({ id: 1, name: { ar: 'بطاقة' }, title: null })).toBe('بطاقة');
    expect(vaultTitle({ id: 1 })).toBe('');
  });
  it('is the Arabic name on an Arabic screen, marks kept, else the English order', () => {
    const vault = { id: 1, name: { en: 'Cash till', ar: '  صندوق   النقد ًا ' }, title: 'T' };
    expect(vaultTitle(vault, 'ar')).toBe('صندوق النقد ًا');
    expect(vaultTitle(vault, 'en')).toBe('Cash till');
    expect(vaultTitle({ id: 1, name: { en: 'Card', ar: ' ' }, title: 'T' }, 'ar')).toBe('Card');
  });
  it('strips accents and collapses whitespace', () => {
    expect(vaultTitle({ id: 1, name: { en: '  Café   Crème\tTill ' } })).toBe('Cafe Creme Till');
  });
});

describe('vaultType', () => {
  it('is sub_type if present, else type', () => {
    expect(vaultType({ id: 1, type: 'bank', sub_type: 'visa' })).toBe('visa');
    expect(vaultType({ id: 1, type: 'bank', sub_type: '' })).toBe('bank');
    expect(vaultType({ id: 1 })).toBeNull();
  });
});

describe('vault properties', () => {
  const textArb = fc.string({
    unit: fc.constantFrom('a', 'é', ' ', '\t', 'C', 'ü', 'p', 'e', 't', 'y', 's', 'h'),
    maxLength: 20,
  });
  test.prop([textArb])(
    'a display title has no accents, no double spaces and no edge spaces',
    (name) => {
      const title = vaultTitle({ id: 1, name: { en: name } });
      expect(title).toBe(title.trim());
      expect(title).not.toMatch(/\s{2}|\p{M}|[éü]/u);
    },
  );
  test.prop([
    fc.array(
      textArb.map((title) => ({ id: 1, title })),
      { maxLength: 8 },
    ),
  ])("no visible vault is titled 'pety cash'", (vaults) => {
    for (const vault of visibleVaults(vaults))
      expect(vaultTitle(vault).toLowerCase()).not.toBe('pety cash');
  });
});
