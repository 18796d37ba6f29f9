/** @jest-environment node */
import { compareSurface } from './compare-surface';
import type { SharedPackagesRelease } from './release-record';

const published: SharedPackagesRelease = {
  version: '2.8.0',
  exports: {
    '@site-chrome/runtime': { Button: '2.7.0', useLoad: '2.8.0' },
    '@site-chrome/rules/sites': { siteById: '2.0.0' },
  },
};
const surface = { '@site-chrome/runtime': ['Button', 'useLoad'], '@site-chrome/rules/sites': ['siteById'] };
const severities = (findings: ReturnType<typeof compareSurface>) =>
  findings.map(({ severity, id }) => `${severity} ${id}`);

describe('given the same names at the same version', () => {
  it('finds nothing', () => {
    expect(compareSurface(published, { version: '2.8.0', surface })).toEqual([]);
  });
});

describe('given a name added without a minor bump (the 2.7.0 skew hazard)', () => {
  const grown = { ...surface, '@site-chrome/runtime': ['Button', 'iconUrl', 'useLoad'] };

  it('refuses it, saying why the version check cannot tell', () => {
    expect(compareSurface(published, { version: '2.8.1', surface: grown })).toEqual([
      { severity: 'note', id: 'version', message: 'The shared packages go from 2.8.0 to 2.8.1.' },
      {
        severity: 'refusal',
        id: 'surface-grew:@site-chrome/runtime',
        message:
          '@site-chrome/runtime gains iconUrl but stays at 2.8.1: a remote built against it, on a page whose copy is an earlier 2.8.1, imports names that are not there, and the version check cannot tell. Bump the minor.',
      },
    ]);
  });

  it('notes it after a minor bump', () => {
    expect(severities(compareSurface(published, { version: '2.9.0', surface: grown }))).toEqual([
      'note version',
      'note surface-grew:@site-chrome/runtime',
    ]);
  });

  it('refuses a whole new entry the same way', () => {
    expect(
      severities(
        compareSurface(published, {
          version: '2.8.0',
          surface: { ...surface, '@site-chrome/rules/legal-links': ['footerLegalLinks'] },
        }),
      ),
    ).toEqual(['refusal surface-grew:@site-chrome/rules/legal-links']);
  });
});

describe('given a name removed', () => {
  const shrunk = { ...surface, '@site-chrome/runtime': ['Button'] };

  it('refuses it within the major: older remotes import it', () => {
    expect(compareSurface(published, { version: '2.9.0', surface: shrunk })).toContainEqual({
      severity: 'refusal',
      id: 'surface-shrank:@site-chrome/runtime',
      message:
        '@site-chrome/runtime drops useLoad within 2.x: a remote built against 2.8.0, on a page with this copy, imports names that are no longer there. Keep them, or bump the major.',
    });
  });

  it('with a new major, the major is what is refused (until a reviewed break allows it)', () => {
    expect(compareSurface(published, { version: '3.0.0', surface: shrunk })).toEqual([
      {
        severity: 'refusal',
        id: 'major:@site-chrome/runtime@3.0.0',
        message:
          '@site-chrome/runtime, /rules and /data go from 2.8.0 to 3.0.0: remotes built on it require ^3.0.0, pages that provide 2.x refuse them and show their fallbacks until they rebuild.',
      },
      {
        severity: 'note',
        id: 'surface-shrank:@site-chrome/runtime',
        message: '@site-chrome/runtime drops useLoad (3.0.0).',
      },
    ]);
  });
});

describe('given names only some copies of the published version hold', () => {
  const partlyReleased: SharedPackagesRelease = {
    version: '2.7.0',
    exports: { '@site-chrome/runtime': { Button: '2.7.0', useLoad: '2.8.0' } },
  };
  const current = { '@site-chrome/runtime': ['Button', 'useLoad'] };

  it('refuses the release until they are released under the version that guarantees them', () => {
    expect(compareSurface(partlyReleased, { version: '2.7.0', surface: current })).toEqual([
      {
        severity: 'refusal',
        id: 'surface-unreleased:@site-chrome/runtime',
        message:
          '@site-chrome/runtime exports useLoad, which only some 2.7.0 copies hold: release them as 2.8.0 so a remote that imports them is refused by older pages instead of breaking on them.',
      },
    ]);
  });

  it('passes once bumped to that version', () => {
    expect(severities(compareSurface(partlyReleased, { version: '2.8.0', surface: current }))).toEqual([
      'note version',
    ]);
  });
});

describe('given a version lower than the published one', () => {
  it('refuses it', () => {
    expect(severities(compareSurface(published, { version: '2.7.9', surface }))).toEqual([
      'refusal version-backwards',
    ]);
  });
});
