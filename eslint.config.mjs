import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// remote-header's layout (remote-header/README.md): each folder of src/features is a feature whose index.ts
// is its front door; src/ui and src/i18n are plumbing that knows no feature. eslint-plugin-import-x
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
            target: ['remote-header/src/ui', 'remote-header/src/i18n'],
            from: 'remote-header/src/features',
            message: 'Plumbing serves every feature and so imports none: pass what it needs as props.',
          },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

const ourPackages = ['runtime', 'data', 'rules', 'host', 'server', 'dev'];
const allPackages = [...ourPackages, 'remotes', 'webpack'];

/**
 * The `no-restricted-imports` options for code that may import `packages` of ours (`remotes` stands for
 * the remote apps' own packages). Always refused: a relative path into another workspace (it would bundle
 * a second copy). With `singleCopies`: react-i18next and zod, which live inside a runtime entry, tree-shaken
 * to what the chrome uses; a direct import elsewhere would bundle a second copy.
 */
function restrictedImports({ packages, singleCopies = false, production = false }) {
  const refused = allPackages.filter((name) => !packages.includes(name));
  const packagePattern = (name) =>
    name === 'remotes'
      ? '^@site-chrome/remote-'
      : name === 'webpack'
        ? '^@site-chrome/webpack'
        : `^@site-chrome/${name}(/|$)`;
  return {
    paths: singleCopies
      ? [
          {
            name: 'react-i18next',
            message:
              'Import useTranslation from @site-chrome/runtime: the page has one react-i18next, inside it.',
          },
          {
            name: 'zod',
            message: 'Write schemas with @site-chrome/runtime/schema-kit: the page has one zod, inside it.',
          },
          {
            name: 'zod/mini',
            message: 'Write schemas with @site-chrome/runtime/schema-kit: the page has one zod, inside it.',
          },
        ]
      : [],
    patterns: [
      {
        regex: '^(\\.\\./)+(shared|webpack|remote-header|remote-footer|remote-search|host-demo)/',
        message: 'Import another workspace by its package name, e.g. @site-chrome/dev/testing.',
      },
      // Resets, paths, parsers and persisters for tests and the dev kit (shared/runtime/src/testing.ts,
      // shared/data/src/testing.ts): never in a bundle.
      ...(production
        ? [
            {
              regex: '^@site-chrome/(data|runtime)/testing$',
              message: 'A /testing entry is for tests, the dev kit and scripts: never in a bundle.',
            },
          ]
        : []),
      ...refused.map((name) => ({
        regex: packagePattern(name),
        message: `This folder may import only ${packages.map((allowed) => `@site-chrome/${allowed}`).join(', ')} of ours (ARCHITECTURE "Layout").`,
      })),
    ],
  };
}

/**
 * The arrow blocks of one folder: its production source (`src/`, what ships), then its tests, which may
 * use every package of ours (the dev kit, and other remotes for page-wide stories). Build configuration
 * beside `src/` runs in Node at build time and follows the workspace rule only.
 */
function importArrows(folder, { packages, singleCopies = false }) {
  const tests = [`${folder}/**/*.test.{ts,tsx}`];
  return [
    {
      files: [`${folder}/src/**/*.{ts,tsx}`],
      ignores: tests,
      rules: {
        'no-restricted-imports': ['error', restrictedImports({ packages, singleCopies, production: true })],
      },
    },
    {
      files: tests,
      rules: {
        'no-restricted-imports': [
          'error',
          restrictedImports({
            packages: [...ourPackages, 'remotes'],
            singleCopies,
          }),
        ],
      },
    },
  ];
}

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
      'no-restricted-imports': ['error', restrictedImports({ packages: allPackages })],
      // Whatever an entry exports ships to every page that loads it: name each export.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: list the names this entry offers.' },
      ],
    },
  },
  // The arrows between packages (ARCHITECTURE "Layout"): each folder's production code may import only the
  // packages listed for it; tests may also use the dev kit. A later block for the same files replaces the
  // rule, so each block states its whole list.
  ...importArrows('shared/rules', { packages: ['rules'] }),
  ...importArrows('shared/runtime', { packages: ['runtime', 'rules'] }),
  ...importArrows('shared/data', { packages: ['data', 'runtime', 'rules'] }),
  ...importArrows('shared/host', { packages: ['host', 'runtime', 'rules'] }),
  ...importArrows('shared/server', { packages: ['server', 'runtime', 'data', 'rules'] }),
  ...importArrows('remote-header', { packages: ['runtime', 'data', 'rules'], singleCopies: true }),
  ...importArrows('remote-footer', { packages: ['runtime', 'data', 'rules'], singleCopies: true }),
  ...importArrows('remote-search', { packages: ['runtime', 'data', 'rules'], singleCopies: true }),
  // A remote's fragment server (issue 33) runs in Node, never in a page: it also uses the Node-only
  // `@site-chrome/server`, which starts it and renders its parts.
  ...['remote-header', 'remote-footer'].map((remote) => ({
    files: [`${remote}/src/server/**/*.{ts,tsx}`],
    ignores: [`${remote}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictedImports({ packages: ['runtime', 'data', 'rules', 'server'], singleCopies: true }),
      ],
    },
  })),
  ...importArrows('host-demo', {
    packages: ['host', 'runtime', 'rules', 'data', 'dev', 'remotes'],
    singleCopies: true,
  }),
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
  // examples/ (kit helper, issue 42): outside teams' pages, not workspaces; their build scripts and the server
  // page are plain CommonJS for Node, as a team would write them, with nothing to compile first.
  {
    files: ['examples/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
