/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSharedSingletons,
  sharedEntryContract,
  sharedPackageContract,
  sharedPackageRequests,
  singletonPackageNames,
} from './shared-singletons';

const remoteHeaderDirectory = path.resolve(__dirname, '../../remote-header');
const remoteHeaderDependencies = (
  JSON.parse(readFileSync(path.join(remoteHeaderDirectory, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

describe('given the header remote\u2019s package.json', () => {
  const shared = createSharedSingletons(remoteHeaderDirectory);

  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react/jsx-dev-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/client', 'react-dom'],
    ['zustand/vanilla', 'zustand'],
    ['@tanstack/react-query', '@tanstack/react-query'],
    ['@tanstack/query-core', '@tanstack/query-core'],
    ['i18next', 'i18next'],
    ['styled-components', 'styled-components'],
  ])('shares %s as a singleton at the version range the app depends on for %s', (request, packageName) => {
    expect(shared[request]).toEqual({
      singleton: true,
      requiredVersion: remoteHeaderDependencies[packageName],
      strictVersion: false,
      eager: false,
    });
    expect(shared[request]?.requiredVersion).toBeTruthy();
  });

  it('shares the runtime entry as a strict singleton from the minor built against on, and the rules and data entries of that minor only', () => {
    const sharedVersion = (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../shared/runtime/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const [major, minor] = sharedVersion.split('.');
    for (const request of sharedPackageRequests()) {
      expect(shared[request]).toEqual({
        // The sub-path entries hold no state: a remote of another major may bring its own copy of them.
        singleton: request === '@site-chrome/runtime',
        eager: false,
        version: sharedVersion,
        // A newer minor's sub-path copy requires that minor of the runtime: never taken on an older page.
        requiredVersion: `${request === '@site-chrome/runtime' ? '^' : '~'}${major}.${minor}.0`,
        strictVersion: true,
      });
    }
  });

  it('the page that provides them may take every shared package into its entry (eager); remotes never do', () => {
    const eager = createSharedSingletons(path.resolve(__dirname, '../../host-demo'), { eager: true });
    expect(Object.values(eager).every((config) => config.eager)).toBe(true);
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
  });

  it('shares each endpoint on its own and never the demo, test, mock or host-only entries', () => {
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining([
        '@site-chrome/runtime',
        '@site-chrome/rules/sites',
        '@site-chrome/rules/search',
        '@site-chrome/rules/settings',
        '@site-chrome/data/header-menu',
        '@site-chrome/data/footer-menu',
      ]),
    );
    for (const key of Object.keys(shared)) {
      expect(key).not.toMatch(/^@site-chrome\/(host|dev)\b|\.test$/);
    }
  });

  // A shared module cannot be tree-shaken: shared whole, zod weighed 89 KB gzip and react-i18next 10.6 KB.
  // Each lives once on the page inside a shared entry instead (`@site-chrome/runtime/schema-kit` names the
  // zod/mini functions the schemas use; the root entry re-exports `useTranslation`).
  it('shares nothing else (zod and react-i18next live inside the shared entries)', () => {
    expect(Object.keys(shared)).not.toContain('zod');
    expect(Object.keys(shared)).not.toContain('zod/mini');
    expect(Object.keys(shared)).not.toContain('react-i18next');
    expect(Object.keys(shared)).toHaveLength(10 + sharedPackageRequests().length);
  });

  it('names every singleton package of the architecture', () => {
    expect(singletonPackageNames).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'zustand',
        '@tanstack/react-query',
        'i18next',
        'styled-components',
        '@site-chrome/runtime',
      ]),
    );
  });
});

describe('given a package.json missing a singleton', () => {
  let appDirectory: string;

  beforeEach(async () => {
    appDirectory = await mkdtemp(path.join(os.tmpdir(), 'shared-singletons-test-'));
  });

  afterEach(async () => {
    await rm(appDirectory, { recursive: true, force: true });
  });

  it('throws an error naming the app and the missing package', async () => {
    const { zustand: _zustand, ...withoutZustand } = remoteHeaderDependencies;
    await writeFile(
      path.join(appDirectory, 'package.json'),
      JSON.stringify({ dependencies: withoutZustand }),
    );

    expect(() => createSharedSingletons(appDirectory)).toThrow(
      `${appDirectory}/package.json must depend on zustand`,
    );
  });

  it('given no dependencies at all, throws for the first singleton', async () => {
    await writeFile(path.join(appDirectory, 'package.json'), JSON.stringify({ name: 'empty-remote' }));

    expect(() => createSharedSingletons(appDirectory)).toThrow('must depend on react');
  });
});

describe('given a build for another release of @site-chrome/runtime', () => {
  it('provides that version and accepts its major from its own minor on: an older minor lacks names it imports', () => {
    expect(sharedPackageContract('3.1.4')).toEqual({
      version: '3.1.4',
      requiredVersion: '^3.1.0',
      strictVersion: true,
    });
  });

  it('takes rules and data copies of that minor only, since a newer one requires a newer runtime', () => {
    expect(sharedEntryContract('3.1.4')).toEqual({
      version: '3.1.4',
      requiredVersion: '~3.1.0',
      strictVersion: true,
    });
  });

  it('refuses a version that is not semver', () => {
    expect(() => sharedPackageContract('next')).toThrow('has no semver version');
  });
});
