// One lint set-up for the whole workspace. Besides code quality it enforces the package
// boundaries of docs/architecture.md: dependencies point apps → ui/api-client → domain,
// never back.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['@lamaa/pos', '@lamaa/intake', '@lamaa/api'];
const appImports = apps.flatMap((name) => [name, `${name}/*`]);

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
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'List exports by name (docs/architecture.md: named public API).',
        },
      ],
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
    files: ['apps/pos/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              regex: '^(\\.\\./)+features/',
              message: 'Features do not import each other; compose them in src/app.',
            },
          ],
        },
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
