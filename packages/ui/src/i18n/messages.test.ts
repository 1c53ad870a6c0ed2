import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar as baseAr } from './resources/ar.js';
import { en as baseEn, type MessageKey } from './resources/en.js';
import { refusalAr } from './resources/refusal-ar.js';
import { refusalEn } from './resources/refusal-en.js';
import { SPEC_TEXT_NAMESPACES, toSpecWording } from './spec-texts.js';

// Every string of the kit: the first ones and the refusal texts loaded after them.
const en = { ...baseEn, ...refusalEn };
const ar = { ...baseAr, ...refusalAr };

// The reviewed list of the exact English texts, in the repository: docs/product/texts.md.
const TEXTS_FILE = join(import.meta.dirname, '../../../../docs/product/texts.md');

/** One documented text: its key, its text and the `## namespace` heading it is listed under. */
interface DocumentedText {
  readonly key: string;
  readonly text: string;
  readonly heading: string;
}

/**
 * Every table row `| `key` | `text` | ... |` under a `## namespace` heading of a spec-text
 * namespace. A key listed twice is kept twice, so the test can refuse it.
 */
function readDocumentedTexts(markdown: string): DocumentedText[] {
  const rows: DocumentedText[] = [];
  let namespace = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (\S+)\s*$/.exec(line);
    if (heading) namespace = heading[1] ?? '';
    if (!(SPEC_TEXT_NAMESPACES as readonly string[]).includes(namespace)) continue;
    const row = /^\|\s*`([^`]+)`\s*\|\s*`([^`]*)`\s*\|/.exec(line);
    if (row) rows.push({ key: row[1] ?? '', text: row[2] ?? '', heading: namespace });
  }
  return rows;
}

const documentedRows = readDocumentedTexts(readFileSync(TEXTS_FILE, 'utf8'));
const documented = new Map(documentedRows.map(({ key, text }) => [key, text]));
const keys = Object.keys(en) as MessageKey[];
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:, money)?\}\}/g)].map((match) => match[1]).sort();
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

  it('match docs/product/texts.md word for word, placeholders written as the file writes them', () => {
    const differing = specKeys
      .filter((key) => documented.get(key) !== toSpecWording(en[key]))
      .map(
        (key) =>
          `${key}: en.ts has ${JSON.stringify(toSpecWording(en[key]))}, texts.md has ${JSON.stringify(documented.get(key) ?? null)}`,
      );
    expect(differing).toEqual([]);
  });

  it('are each listed in docs/product/texts.md once, under their namespace, and nothing else is', () => {
    const listed = documentedRows.map(({ key }) => key);
    expect(listed.filter((key, index) => listed.indexOf(key) !== index)).toEqual([]);
    expect(
      documentedRows
        .filter(({ key, heading }) => namespaceOf(key) !== heading)
        .map(({ key }) => key),
    ).toEqual([]);
    expect([...listed].sort()).toEqual([...specKeys].sort());
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
  it('writes placeholders the way docs/product/texts.md does', () => {
    expect(toSpecWording(en['toasts.coupon-applied'])).toBe('Coupon ... applied successfully');
    expect(toSpecWording(en['toasts.invoice-created'])).toBe('Invoice #{id} created successfully');
    expect(toSpecWording(en['pagination.showing'])).toBe('Showing x to y of n results');
    expect(toSpecWording(en['pagination.page'])).toBe('Page p of n');
  });

  it('leaves a placeholder it does not know as it is, so the texts check fails on it', () => {
    expect(toSpecWording('Hello {{unknown}}')).toBe('Hello {{unknown}}');
  });
});
