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
      '**/@mf-types/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.skew/**',
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
    files: ['host-demo/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
