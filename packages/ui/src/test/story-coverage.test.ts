import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const components = join(import.meta.dirname, '../components');
const index = readFileSync(join(import.meta.dirname, '../index.ts'), 'utf8');
// Every component file that the package exports (icons.tsx is internal).
const exported = readdirSync(components)
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
  .filter((file) => index.includes(`'./components/${file.replace(/\.tsx$/, '.js')}'`));

const storyNamesOf = (source: string) =>
  [...source.matchAll(/^export const (\w+)\s*(?::\s*\w+)?\s*=/gm)].map((match) => match[1] ?? '');

describe('stories', () => {
  it('exist for every exported component', () => {
    expect(exported.length).toBeGreaterThan(25);
    const missing = exported.filter(
      (file) => !existsSync(join(components, file.replace(/\.tsx$/, '.stories.tsx'))),
    );
    expect(missing).toEqual([]);
  });

  it('come in both languages: every English story has an Arabic twin made with inArabic', () => {
    for (const file of exported) {
      const source = readFileSync(join(components, file.replace(/\.tsx$/, '.stories.tsx')), 'utf8');
      const names = storyNamesOf(source);
      const english = names.filter(
        (name) => !name.endsWith('Arabic') && !name.startsWith('LongArabic'),
      );
      expect(english.length, file).toBeGreaterThan(0);
      for (const name of english) {
        expect(names, `${file}: ${name}`).toContain(`${name}Arabic`);
        expect(source, `${file}: ${name}Arabic`).toMatch(
          new RegExp(`export const ${name}Arabic = inArabic\\(`),
        );
      }
    }
  });
});
