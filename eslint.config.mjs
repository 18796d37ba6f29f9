import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// remote-header's layout (remote-header/README.md): each folder of src/features is a feature whose index.ts
// is its front door; src/ui, src/page and src/i18n are plumbing that knows no feature. eslint-plugin-import-x
// because it supports ESLint 10 (eslint-plugin-boundaries declares eslint >=6 only), resolves each import to
// its file, and its no-cycle keeps remote-header free of import circles.
const headerFeatures = path.join(import.meta.dirname, 'remote-header/src/features');
const headerFeatureNames = readdirSync(headerFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const remoteHeaderBoundaries = {
  files: ['remote-header/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // Which files no-cycle follows and parses: ours are TypeScript.
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          // Anything outside a feature (another feature, src/app, src/exposed, ...) reaches it only by its index.ts.
          ...headerFeatureNames.map((feature) => ({
            target: ['remote-header/src/!(features)/**/*', `remote-header/src/features/!(${feature})/**/*`],
            from: `remote-header/src/features/${feature}`,
            except: ['./index.ts'],
            message: `Import the ${feature} feature through its front door, remote-header/src/features/${feature}/index.ts.`,
          })),
          {
            target: ['remote-header/src/ui', 'remote-header/src/page', 'remote-header/src/i18n'],
            from: 'remote-header/src/features',
            message: 'Plumbing serves every feature and so imports none: pass what it needs as props.',
          },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  remoteHeaderBoundaries,
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
