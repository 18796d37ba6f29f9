/**
 * The packages a team outside this repository installs (issue 42): the host kit a page bundles, the build
 * helpers, and what the host needs at run time. `@site-chrome/runtime` and `/rules` are packed too, not
 * bundled into the host: the runtime is the page's one federated singleton (store, query client, i18n), so a
 * React page must share the same copy the remotes take, which a copy hidden inside the host's build is not.
 * Never `shared/dev`, `shared/server`, `shared/data` or the demo.
 */
export interface KitPackage {
  /** The workspace folder, from the repository root. */
  folder: string;
  /** Entries of the workspace's "exports" that stay in the repository (tests and the dev kit). */
  unpublishedEntries: readonly string[];
  /** Files besides the compiled sources that the built code reads at run time (from `src/`). */
  assets: readonly string[];
  /** The entries the kit publishes when they are not the workspace's own (default: its "exports"). */
  publishedEntries?: Readonly<Record<string, string>>;
  /** The dependencies the published entries need, when the workspace has more (default: all of them). */
  publishedDependencies?: readonly string[];
  /** What the published package is, when it is not all the workspace is (default: its description). */
  publishedDescription?: string;
}

export const kitPackages: readonly KitPackage[] = [
  { folder: 'shared/rules', unpublishedEntries: [], assets: [] },
  { folder: 'shared/runtime', unpublishedEntries: ['./testing'], assets: ['**/*.json', '**/*.d.ts'] },
  { folder: 'shared/host', unpublishedEntries: [], assets: [] },
  // Only what a page built with its own config needs (src/page-kit.ts): the factory that builds this
  // repository's apps, and its compilers and plugins, stay here.
  {
    folder: 'webpack',
    unpublishedEntries: [],
    assets: [],
    publishedEntries: { '.': './src/page-kit.ts' },
    publishedDescription:
      'What a React page built with its own webpack 5 or rspack config takes to load the site chrome: the federation options (chromePageFederation) and the runtime plugins.',
    publishedDependencies: [
      '@module-federation/inject-external-runtime-core-plugin',
      '@module-federation/webpack-bundler-runtime',
      '@site-chrome/host',
    ],
  },
];
