// One lint set-up for the whole workspace. Besides code quality it enforces the package
// boundaries of docs/architecture.md: dependencies point apps → ui/api-client → domain, never back.
// Type-aware: typescript-eslint's whole recommendedTypeChecked set, with each package's
// tsconfig found by the project service; plain JavaScript is linted without types.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['@lamaa/pos', '@lamaa/intake', '@lamaa/office', '@lamaa/api'];
const appImports = apps.flatMap((name) => [name, `${name}/*`]);

const root = import.meta.dirname;

/** The browser apps, each with src/app (composition) and src/features (one folder a feature). */
const browserApps = ['pos', 'intake', 'office'];

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
  const otherApps = ['pos', 'intake', 'office', 'api'].filter((other) => other !== app);
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
  message: 'List exports by name (docs/architecture.md: named public API).',
};

/** Why the domain reads no clock, no randomness and no network: its functions stay replayable. */
const impure =
  'The domain is pure: clocks, random sources and id makers come in through input (docs/architecture.md).';

/**
 * The api-client's failure values (each kind of ApiError), which actors throw for their
 * machine to keep. The path is read from each project's tsconfig folder (apps/* or packages/*).
 */
const apiErrorType = {
  from: 'file',
  name: ['HttpApiError', 'TimeoutApiError', 'NetworkApiError', 'InvalidResponseApiError'],
  path: '../../packages/api-client/src/client/api-result.ts',
};

/** Restricted import patterns, one list per part of the workspace. */
const noAppImports = {
  group: appImports,
  message: 'Nothing imports an app (docs/architecture.md: dependencies point one way).',
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A failed call is thrown as the client's ApiError value on purpose: the machine keeps it
      // as its failure and the screen reads its kind and body (docs/architecture.md: expected failures are values).
      '@typescript-eslint/only-throw-error': ['error', { allow: [apiErrorType] }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allow: [apiErrorType] }],
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
    files: ['apps/{pos,intake,office}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: browserApps.flatMap((app) => boundaryZones(app)) },
      ],
    },
  },
  {
    // Stand-in actors and loaders in tests and benchmarks are async like the calls they replace,
    // so a throw inside one rejects as the real call would, even with nothing to await.
    files: ['**/*.test.{ts,tsx}', '**/*.bench.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Two findings sit in folders another change is rewriting now (apps/api/src/db and
    // src/http); they are left to it so the two do not collide. Remove this block with it.
    files: ['apps/api/src/db/pglite-statements.ts', 'apps/api/src/http/json-errors.ts'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Plain JavaScript (configs, build and bench scripts) belongs to no tsconfig: no type info.
    // Nor do the root's scripts/ and .storybook/ (type-checked through the packages that
    // import them), which only a lint from the root reaches.
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '.storybook/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
