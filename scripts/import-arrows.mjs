/*
 * The import arrows (shared/README.md, "Who imports whom"): which packages of ours each part of the
 * repository may import, as ESLint blocks (`no-restricted-imports`). Every source file falls in a zone; a
 * file in none may import nothing of ours, and scripts/import-arrows.test.ts fails on it, so a new folder is
 * given its arrows on the day it appears. Tests may also use the dev kit and the other page packages (never
 * bundled); `never` walls stand for tests too. For files that two zones cover, the later zone wins.
 */

const packagePatterns = {
  rules: '^@site-chrome/rules(/|$)',
  runtime: '^@site-chrome/runtime(/|$)',
  data: '^@site-chrome/data(/|$)',
  host: '^@site-chrome/host(/|$)',
  server: '^@site-chrome/server(/|$)',
  dev: '^@site-chrome/dev(/|$)',
  webpack: '^@site-chrome/webpack(/|$)',
  remotes: '^@site-chrome/remote-',
  'host-demo': '^@site-chrome/host-demo(/|$)',
};
const everything = Object.keys(packagePatterns);
/** What tests may import wherever they are: every package a page or a fragment server is made of. */
const testKit = ['rules', 'runtime', 'data', 'host', 'server', 'dev', 'remotes'];

const sourceExtensions = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const sourceFiles = `**/*.${sourceExtensions}`;
const testFiles = '**/*.test.{ts,tsx}';
const inFolder = (folder) => `${folder}/**/*.${sourceExtensions}`;

const zones = [
  { zone: 'shared/rules', files: [inFolder('shared/rules')], may: ['rules'], bundled: true },
  { zone: 'shared/runtime', files: [inFolder('shared/runtime')], may: ['runtime', 'rules'], bundled: true },
  { zone: 'shared/data', files: [inFolder('shared/data')], may: ['data', 'runtime', 'rules'], bundled: true },
  // The embedding kit installs alone (`npm pack`) in a page built with any bundler: it never needs the build kit.
  {
    zone: 'shared/host',
    files: [inFolder('shared/host')],
    may: ['host', 'runtime', 'rules'],
    never: ['webpack'],
    bundled: true,
  },
  {
    zone: 'shared/server',
    files: [inFolder('shared/server')],
    may: ['server', 'runtime', 'data', 'rules'],
    bundled: true,
  },
  // Every shared package, none of what imports the dev kit itself (remotes, demo, build kit): no circle.
  {
    zone: 'shared/dev',
    files: [inFolder('shared/dev')],
    may: ['dev', 'rules', 'runtime', 'data', 'host', 'server'],
  },
  // The build kit builds the host kit's /loader.js and writes the integrity fields its runtime plugins check:
  // it imports host, one way (host never imports webpack).
  { zone: 'webpack', files: [inFolder('webpack')], may: ['webpack', 'host', 'rules'] },
  {
    zone: 'remote-*/src',
    files: [inFolder('remote-*/src')],
    may: ['runtime', 'data', 'rules'],
    bundled: true,
    singleCopies: true,
  },
  // A remote's fragment server (issue 33) runs in Node, never in a page: it also uses the Node-only
  // `@site-chrome/server`, which starts it and renders its parts.
  {
    zone: 'remote-*/src/server',
    files: [inFolder('remote-*/src/server')],
    may: ['runtime', 'data', 'rules', 'server'],
    bundled: true,
    singleCopies: true,
  },
  // Build configuration beside a remote's src/: runs in Node at build time, from the config factory.
  {
    zone: 'remote-* build configuration',
    files: [`remote-*/*.${sourceExtensions}`],
    may: ['webpack', 'rules'],
  },
  // The demo page, as a team's page would be: it reaches the remotes at run time through the host kit.
  {
    zone: 'host-demo/src',
    files: [inFolder('host-demo/src')],
    may: ['host', 'runtime', 'rules', 'data', 'dev'],
    bundled: true,
    singleCopies: true,
  },
  // The bundled variant (the remotes compiled into the page, the federated page's yardstick) alone imports them.
  {
    zone: 'host-demo/src/bundled',
    files: [inFolder('host-demo/src/bundled')],
    may: ['host', 'runtime', 'rules', 'data', 'dev', 'remotes'],
    bundled: true,
    singleCopies: true,
  },
  // The demo page's own server (ssr=1): composes fragments it fetches over HTTP, so never the fragment
  // servers' package.
  {
    zone: 'host-demo/server',
    files: [inFolder('host-demo/server')],
    may: ['host', 'runtime', 'rules', 'data', 'dev'],
  },
  {
    zone: 'host-demo build configuration',
    files: [`host-demo/*.${sourceExtensions}`],
    may: ['webpack', 'rules', 'dev'],
  },
  // Plain scripts the demo serves as they are: no bundler resolves a package name in them.
  { zone: 'host-demo/public', files: [inFolder('host-demo/public')], may: [] },
  // Outside consumers (issue 42): what a team installs from the packed kit, nothing else of ours.
  { zone: 'examples', files: [inFolder('examples')], may: ['host', 'webpack'] },
  // Build, serve, bench, release and deploy tools, the browser suites and the root configuration drive the
  // whole repository.
  { zone: 'scripts', files: [inFolder('scripts')], may: everything },
  { zone: 'e2e', files: [inFolder('e2e')], may: everything, playwrightTest: true },
  { zone: 'e2e/test.ts', files: ['e2e/test.ts'], may: everything },
  { zone: 'root configuration', files: [`*.${sourceExtensions}`], may: everything },
];

const singleCopyPaths = [
  {
    name: 'react-i18next',
    message: 'Import useTranslation from @site-chrome/runtime: the page has one react-i18next, inside it.',
  },
  {
    name: 'zod',
    message: 'Write schemas with @site-chrome/runtime/schema-kit: the page has one zod, inside it.',
  },
  {
    name: 'zod/mini',
    message: 'Write schemas with @site-chrome/runtime/schema-kit: the page has one zod, inside it.',
  },
];

/** Every browser test runs under e2e/test.ts's `test`, which fails a test on a CSP violation. */
const playwrightTestPath = {
  name: '@playwright/test',
  importNames: ['test'],
  message: "Import test from e2e/test.ts ('./test'): it watches every page for CSP violations.",
};

/**
 * The `no-restricted-imports` options of code in `zone` that may import `may` of ours (a relative path into
 * another package is the rule of scripts/workspace-paths.mjs).
 * `bundled` refuses the /testing entries (resets, paths, parsers for tests and the dev kit), and
 * `singleCopies` react-i18next and zod, which live inside a runtime entry (a direct import would bundle a
 * second copy).
 */
function restrictedImports({ zone, may, bundled = false, singleCopies = false, playwrightTest = false }) {
  const listed =
    may.length === 0 ? 'nothing' : `only ${may.map((name) => `@site-chrome/${name}`).join(', ')}`;
  return {
    paths: [...(singleCopies ? singleCopyPaths : []), ...(playwrightTest ? [playwrightTestPath] : [])],
    patterns: [
      ...(bundled
        ? [
            {
              regex: '^@site-chrome/(data|runtime)/testing$',
              message: 'A /testing entry is for tests, the dev kit and scripts: never in a bundle.',
            },
          ]
        : []),
      ...everything
        .filter((name) => !may.includes(name))
        .map((name) => ({
          regex: packagePatterns[name],
          message: `${zone} may import ${listed} of ours (shared/README.md; the zones in scripts/import-arrows.mjs).`,
        })),
    ],
  };
}

const testsOf = (zone) => ({
  ...zone,
  zone: `${zone.zone} (tests)`,
  may: [...new Set([...zone.may, ...testKit])].filter((name) => !(zone.never ?? []).includes(name)),
  bundled: false,
});
const arrowRule = (options) => ({ 'no-restricted-imports': ['error', options] });

/** The ESLint blocks of the arrows: a refusal of everything for files in no zone, then each zone. */
export function importArrowBlocks() {
  const uncovered = {
    name: 'import-arrows/no zone',
    files: [sourceFiles],
    rules: arrowRule(restrictedImports({ zone: 'A file in no zone of scripts/import-arrows.mjs', may: [] })),
  };
  const zoneBlocks = zones.flatMap((zone) => [
    {
      name: `import-arrows/${zone.zone}`,
      files: zone.files,
      ignores: [testFiles],
      rules: arrowRule(restrictedImports(zone)),
    },
    {
      name: `import-arrows/${zone.zone} (tests)`,
      files: zone.files.map((pattern) => [pattern, testFiles]),
      rules: arrowRule(restrictedImports(testsOf(zone))),
    },
  ]);
  return [uncovered, ...zoneBlocks];
}
