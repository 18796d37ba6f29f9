import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importArrowBlocks } from './scripts/import-arrows.mjs';
import { importCircles } from './scripts/import-circles.mjs';
import { workspacePaths } from './scripts/workspace-paths.mjs';

// ---- Feature boundaries of the remotes (issue 42: one rule code for every remote) ---------------------------
// Each remote's src/ has one shape (remote-header/README.md, Layout): each folder of src/features is a feature
// whose index.ts is its front door; src/app composes the features; src/exposed wraps what federation offers;
// the plumbing folders (src/ui, src/i18n, and the search's src/props) know no feature. eslint-plugin-import-x
// because it supports ESLint 10 (eslint-plugin-boundaries declares eslint >=6 only), resolves each import to
// its file. Import circles, type-only ones included, are refused everywhere by import-circles/no-circle
// (further down; import-x/no-cycle skips type-only imports). Each remote's
// src/feature-boundaries.test.ts shows the rules refuse. The arrows between packages are further down.
const remoteLayouts = [
  { remote: 'remote-header', plumbing: ['ui', 'i18n'] },
  { remote: 'remote-footer', plumbing: ['ui', 'i18n'] },
  { remote: 'remote-search', plumbing: ['ui', 'i18n', 'props'] },
];

/** The boundary block of one remote: its features are read from its src/features folder. */
function featureBoundaries({ remote, plumbing }) {
  const features = readdirSync(path.join(import.meta.dirname, remote, 'src/features'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return {
    files: [`${remote}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the boundary rule resolves and parses: ours are TypeScript.
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
            ...features.map((feature) => ({
              target: [`${remote}/src/!(features)/**/*`, `${remote}/src/features/!(${feature})/**/*`],
              from: `${remote}/src/features/${feature}`,
              except: ['./index.ts'],
              message: `Import the ${feature} feature through its front door, ${remote}/src/features/${feature}/index.ts.`,
            })),
            {
              target: plumbing.map((folder) => `${remote}/src/${folder}`),
              from: `${remote}/src/features`,
              message: 'Plumbing serves every feature and so imports none: pass what it needs as props.',
            },
          ],
        },
      ],
    },
  };
}
// ---- end of the feature boundaries ------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/dist.next/**',
      // Builds the rolling-deploy chaos scenario publishes (scripts/deploy.ts), served under /deployed/.
      '**/deployed/**',
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
      // Whatever an entry exports ships to every page that loads it: name each export.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: list the names this entry offers.' },
      ],
    },
  },
  // The arrows between packages (shared/README.md): what each zone of the repository may import of ours,
  // every file in a zone (scripts/import-arrows.mjs).
  ...importArrowBlocks(),
  // No import circles, type-only and dynamic imports included (scripts/import-circles.mjs), and no relative
  // path into another package (scripts/workspace-paths.mjs).
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'import-circles': importCircles, 'workspace-paths': workspacePaths },
    rules: { 'import-circles/no-circle': 'error', 'workspace-paths/by-package-name': 'error' },
  },
  {
    // The root's jest configuration loads single files before every test file, not their packages' entries:
    // the swc options (webpack/), the console guard (dev kit) and the fallback reset (runtime). No bundle.
    files: ['jest.config.ts', 'jest.setup.ts'],
    rules: { 'workspace-paths/by-package-name': 'off' },
  },
  // The remotes' feature boundaries (the block near the top of this file).
  ...remoteLayouts.map(featureBoundaries),
  {
    files: ['host-demo/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  // examples/ (kit helper, issue 42): outside teams' pages, not workspaces; their build scripts and the server
  // page are plain CommonJS for Node, as a team would write them, with nothing to compile first.
  {
    files: ['examples/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
