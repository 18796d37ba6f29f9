import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/dist.next/**',
      '**/@mf-types/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only the shared API client may talk to the network (ARCHITECTURE: one API client, no fetch elsewhere).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the shared API client.' }],
      // Workspaces meet through package names (`@site-chrome/shared/data/header-menu`), never through
      // relative paths into another workspace: that would bundle a second copy of shared code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(shared|webpack|remote-header|remote-footer|remote-search|host-demo)/',
              message: 'Import another workspace by its package name, e.g. @site-chrome/shared/testing.',
            },
          ],
        },
      ],
      // Whatever an entry exports ships to every page that loads it: name each export.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: list the names this entry offers.' },
      ],
    },
  },
  {
    // react-i18next and zod are not shared modules of their own: each lives inside a @site-chrome/shared
    // entry, tree-shaken to what the chrome uses. A direct import elsewhere would bundle a second copy.
    files: ['remote-*/**/*.{ts,tsx}', 'host-demo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              message:
                'Import useTranslation from @site-chrome/shared: the page has one react-i18next, inside it.',
            },
            {
              name: 'zod',
              message: 'Write schemas with @site-chrome/shared/schema-kit: the page has one zod, inside it.',
            },
            {
              name: 'zod/mini',
              message: 'Write schemas with @site-chrome/shared/schema-kit: the page has one zod, inside it.',
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(shared|webpack|remote-header|remote-footer|remote-search|host-demo)/',
              message: 'Import another workspace by its package name, e.g. @site-chrome/shared/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser test runs under e2e/test.ts's `test`, which fails a test on a CSP violation.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/test.ts ('./test'): it watches every page for CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host-demo/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
