/** @jest-environment node */
import { checkRelease, recordSharedPackages, type CurrentRelease } from './check-release';
import type { PublishedRelease } from './published-release';
import type { RemoteRelease } from './release-record';

const header: RemoteRelease = {
  remote: 'header',
  exposes: ['./Header'],
  shared: [
    {
      name: '@site-chrome/runtime',
      shareScope: 'default',
      singleton: true,
      strictVersion: true,
      version: '2.8.0',
      requiredVersion: '^2.8.0',
    },
  ],
};
const published: PublishedRelease = {
  remotes: [header],
  sharedPackages: { version: '2.8.0', exports: { '@site-chrome/runtime': { iconUrl: '2.8.0' } } },
};
const current: CurrentRelease = {
  remotes: [header],
  sharedPackages: { version: '2.8.0', surface: { '@site-chrome/runtime': ['iconUrl'] } },
  entryGzipBytes: { header: 6431 },
};
const budgets = { headerRemoteEntry: 8192 };
const refusals = (findings: ReturnType<typeof checkRelease>) =>
  findings.filter((finding) => finding.severity === 'refusal').map((finding) => finding.id);

describe('release:check over a whole release', () => {
  it('given the published release again, refuses nothing', () => {
    expect(refusals(checkRelease(published, current, budgets, []))).toEqual([]);
  });

  it('given each kind of change at once, refuses each one', () => {
    const broken: CurrentRelease = {
      remotes: [
        { ...header, exposes: [] },
        { ...header, remote: 'footer' },
      ],
      sharedPackages: { version: '2.8.0', surface: { '@site-chrome/runtime': ['iconUrl', 'useLoad'] } },
      entryGzipBytes: { header: 9000 },
    };
    expect(refusals(checkRelease(published, broken, budgets, []))).toEqual([
      'removed-expose:header/./Header',
      'unpublished:footer',
      'surface-grew:@site-chrome/runtime',
      'entry-budget:header',
    ]);
  });

  it('given a reviewed break for one of them, refuses the others only', () => {
    const bigger: CurrentRelease = { ...current, entryGzipBytes: { header: 9000 } };
    const allowed = [
      {
        id: 'entry-budget:header',
        reviewedBy: 'Release manager',
        pagesMigrate: 'Nothing to do: the entry is bigger for one release while the fix lands.',
      },
    ];
    expect(refusals(checkRelease(published, bigger, budgets, allowed))).toEqual([]);
  });
});

describe('recording a release', () => {
  it('keeps when each name first shipped and dates new names to this version', () => {
    expect(
      recordSharedPackages(
        {
          version: '2.7.0',
          exports: { '@site-chrome/runtime': { Button: '2.7.0', iconUrl: '2.8.0', gone: '2.0.0' } },
        },
        { version: '2.9.0', surface: { '@site-chrome/runtime': ['Button', 'iconUrl', 'useLoad'] } },
      ),
    ).toEqual({
      version: '2.9.0',
      exports: { '@site-chrome/runtime': { Button: '2.7.0', iconUrl: '2.8.0', useLoad: '2.9.0' } },
    });
  });
});
