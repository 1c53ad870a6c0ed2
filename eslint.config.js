// One lint set-up for the whole workspace. Besides code quality it enforces the package
// boundaries of DESIGN.md: dependencies point apps → ui/api-client → domain, never back.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['@lamaa/pos', '@lamaa/intake', '@lamaa/api'];
const appImports = apps.flatMap((name) => [name, `${name}/*`]);

const root = import.meta.dirname;

/** The browser apps, each with src/app (composition) and src/features (one folder a feature). */
const browserApps = ['pos', 'intake'];

/** The feature folders of one browser app, read from disk so a new feature gets its zone. */
function featuresOf(app) {
  const dir = path.join(root, 'apps', app, 'src', 'features');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * import-x/no-restricted-paths zones of one browser app. They compare resolved files, not
 * import strings, so `../cart/x.js`, `../../features/cart/x.js` and a path through another
 * app are all caught.
 */
function boundaryZones(app) {
  const src = `apps/${app}/src`;
  const otherApps = ['pos', 'intake', 'api'].filter((other) => other !== app);
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other; share through src/shared or compose in src/app.',
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features do not import the app; what they need goes to src/shared.',
    },
    {
      target: `apps/${app}`,
      from: otherApps.map((other) => `apps/${other}`),
      message: 'An app does not reach into another app; share through a package.',
    },
  ];
}

/** Shared by every no-restricted-syntax list: a later list replaces, not extends, an earlier one. */
const exportAllBan = {
  selector: 'ExportAllDeclaration',
  message: 'List exports by name (STYLE.md: named public API).',
};

/** Why the domain reads no clock, no randomness and no network: its functions stay replayable. */
const impure =
  'The domain is pure: clocks, random sources and id makers come in through input (STYLE.md, Machines).';

/** Restricted import patterns, one list per part of the workspace. */
const noAppImports = {
  group: appImports,
  message: 'Nothing imports an app (DESIGN.md: dependencies point one way).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.reports/**',
      '**/storybook-static/**',
      '**/generated/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', exportAllBan],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAppImports] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: [
                '@lamaa/*',
                'react',
                'react-*',
                'react/*',
                '@xstate/react',
                'i18next',
                'react-i18next',
                'openapi-fetch',
                'node:*',
              ],
              message: 'The domain imports nothing of ours and no React, DOM, fetch, i18n or Node.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'XMLHttpRequest',
        ].map((name) => ({ name, message: 'The domain is framework-free: no DOM, no fetch.' })),
        { name: 'crypto', message: impure },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: impure },
        { object: 'Math', property: 'random', message: impure },
        { object: 'globalThis', property: 'crypto', message: impure },
        { object: 'globalThis', property: 'fetch', message: impure },
        { object: 'performance', property: 'now', message: impure },
      ],
      'no-restricted-syntax': [
        'error',
        exportAllBan,
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: impure },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAppImports] }],
    },
  },
  {
    files: ['apps/{pos,intake}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: browserApps.flatMap((app) => boundaryZones(app)) },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
