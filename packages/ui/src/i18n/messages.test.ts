import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from './resources/ar.js';
import { en, type MessageKey } from './resources/en.js';
import { ELIDED_SPEC_TEXTS, SPEC_TEXT_NAMESPACES, toSpecWording } from './spec-texts.js';

// CI clones the repository with shared/ beside it: <repo>/../shared/SPEC.md.
const spec = readFileSync(join(import.meta.dirname, '../../../../../shared/SPEC.md'), 'utf8');
const keys = Object.keys(en) as MessageKey[];
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));
const specKeys = keys.filter((key) =>
  (SPEC_TEXT_NAMESPACES as readonly string[]).includes(namespaceOf(key)),
);

describe('message keys', () => {
  it('are flat namespace.kebab-key names', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('exist in both languages with non-empty values, and Arabic has no extra key', () => {
    expect(Object.keys(ar).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(ar[key].trim(), key).not.toBe('');
    }
  });

  it('keep the same placeholders in Arabic as in English', () => {
    for (const key of keys) expect(placeholdersOf(ar[key]), key).toEqual(placeholdersOf(en[key]));
  });

  it('are written in Arabic script in Arabic, not left in English', () => {
    const untranslatable: readonly MessageKey[] = ['common.english'];
    for (const key of keys.filter((key) => !untranslatable.includes(key))) {
      expect(ar[key], key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('English spec texts', () => {
  it('cover the error catalogue, toasts, empty states, buttons and busy labels', () => {
    expect(specKeys.length).toBeGreaterThan(90);
    for (const namespace of SPEC_TEXT_NAMESPACES)
      expect(
        specKeys.some((key) => namespaceOf(key) === namespace),
        namespace,
      ).toBe(true);
  });

  it('appear verbatim in SPEC.md, placeholders written as the spec writes them', () => {
    const missing = specKeys
      .filter((key) => ELIDED_SPEC_TEXTS[key] === undefined)
      .filter((key) => !spec.includes(toSpecWording(en[key])))
      .map((key) => `${key}: ${toSpecWording(en[key])}`);
    expect(missing).toEqual([]);
  });

  it('complete the spec’s elided texts with the part the spec does write', () => {
    for (const [key, fragment] of Object.entries(ELIDED_SPEC_TEXTS) as [MessageKey, string][]) {
      expect(spec).toContain(fragment);
      expect(en[key].endsWith(fragment.replace(/^\.\.\. /, '')), key).toBe(true);
    }
  });

  it('include the exact texts the issue names', () => {
    const values = Object.values(en) as string[];
    for (const text of [
      'Keep Item',
      'Clear Cart & Continue',
      'Loading...',
      'Creating...',
      'Adding...',
      'No orders yet',
      'Failed to load profile data',
    ]) {
      expect(values).toContain(text);
    }
  });
});

describe('toSpecWording', () => {
  it('writes placeholders the way SPEC.md does', () => {
    expect(toSpecWording(en['toasts.coupon-applied'])).toBe('Coupon ... applied successfully');
    expect(toSpecWording(en['toasts.invoice-created'])).toBe('Invoice #{id} created successfully');
    expect(toSpecWording(en['pagination.showing'])).toBe('Showing x to y of n results');
    expect(toSpecWording(en['pagination.page'])).toBe('Page p of n');
  });

  it('leaves a placeholder it does not know as it is, so the spec check fails on it', () => {
    expect(toSpecWording('Hello {{unknown}}')).toBe('Hello {{unknown}}');
  });
});
