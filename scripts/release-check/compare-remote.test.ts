/** @jest-environment node */
import { compareRemote } from './compare-remote';
import type { RemoteRelease, SharedContract } from './release-record';

const react: SharedContract = {
  name: 'react',
  shareScope: 'default',
  singleton: true,
  strictVersion: false,
  version: '19.3.1',
  requiredVersion: '^19.3.1',
};
const rulesSites: SharedContract = {
  name: '@site-chrome/rules/sites',
  shareScope: 'default',
  singleton: false,
  strictVersion: true,
  version: '2.8.0',
  requiredVersion: '^2.8.0',
};
const published: RemoteRelease = {
  remote: 'header',
  exposes: ['./AnnouncementBar', './Header', './Search'],
  shared: [react, rulesSites],
};
const release = (change: Partial<RemoteRelease>): RemoteRelease => ({ ...published, ...change });
const withReact = (change: Partial<SharedContract>) =>
  release({ shared: [{ ...react, ...change }, rulesSites] });

describe('given the same remote released again', () => {
  it('finds nothing', () => {
    expect(compareRemote(published, release({}))).toEqual([]);
  });
});

describe('given an exposed module removed', () => {
  it('refuses it: pages that mount it show its fallback', () => {
    expect(compareRemote(published, release({ exposes: ['./AnnouncementBar', './Header'] }))).toEqual([
      {
        severity: 'refusal',
        id: 'removed-expose:header/./Search',
        message: 'The header no longer exposes ./Search: pages that mount it show its fallback.',
      },
    ]);
  });
});

describe('given an exposed module added', () => {
  it('notes it: no page mounts it yet', () => {
    expect(compareRemote(published, release({ exposes: [...published.exposes, './mount'] }))).toEqual([
      {
        severity: 'note',
        id: 'added-expose:header/./mount',
        message: 'The header now also exposes ./mount.',
      },
    ]);
  });
});

describe('given a shared module moved to another share scope', () => {
  it('refuses it: the remote no longer meets the page copy', () => {
    const [finding] = compareRemote(published, withReact({ shareScope: 'chrome' }));
    expect(finding).toEqual({
      severity: 'refusal',
      id: 'share-scope:header/react',
      message:
        'The header shares react in scope "chrome" instead of "default": it no longer meets the page\'s copy and loads its own.',
    });
  });
});

describe('given a singleton that is no longer one', () => {
  it('refuses it, naming the flags before and after', () => {
    expect(compareRemote(published, withReact({ singleton: false }))).toEqual([
      expect.objectContaining({
        severity: 'refusal',
        id: 'share-flags:header/react',
        message:
          'The header changed how it shares react: singleton, not strict, requires ^19.3.1, scope "default" before, not a singleton, not strict, requires ^19.3.1, scope "default" now.',
      }),
    ]);
  });
});

describe('given a range the previous release no longer satisfies', () => {
  it('refuses a third-party singleton the page provides outside it: the runtime warns and runs it anyway', () => {
    expect(compareRemote(published, withReact({ version: '20.0.0', requiredVersion: '^20.0.0' }))).toEqual([
      {
        severity: 'refusal',
        id: 'shared-range:header/react',
        message:
          'The header now requires react ^20.0.0: pages built against the previous release provide 19.3.1, so the runtime warns and runs it on a copy outside its range.',
      },
    ]);
  });

  it('refuses one of ours, strictly shared: pages show the fallback; its sub-path entries are compared with it, once', () => {
    const runtime = { ...rulesSites, name: '@site-chrome/runtime', singleton: true };
    const next = { version: '2.9.0', requiredVersion: '^2.9.0' };
    const findings = compareRemote(
      { ...published, shared: [runtime, rulesSites] },
      release({
        shared: [
          { ...runtime, ...next },
          { ...rulesSites, ...next },
        ],
      }),
    );
    expect(findings).toEqual([
      {
        severity: 'refusal',
        id: 'shared-range:header/@site-chrome/runtime',
        message:
          'The header now requires @site-chrome/runtime (with /rules and /data) ^2.9.0: pages built against the previous release provide 2.8.0, so the runtime refuses the remote and pages show its fallback.',
      },
      expect.objectContaining({ severity: 'note', id: 'shared-version:header/@site-chrome/runtime' }),
    ]);
  });
});

describe('given a version the previous range does not accept (the reverse)', () => {
  it('refuses it: a page asking with the previous range would be handed it', () => {
    expect(compareRemote(published, withReact({ version: '20.0.0', requiredVersion: '>=19.3.1' }))).toEqual([
      {
        severity: 'refusal',
        id: 'shared-version:header/react',
        message:
          'The header now provides react 20.0.0, outside ^19.3.1 that pages built against the previous release require: where it is the copy a page gets, the page runs on a copy outside its range.',
      },
    ]);
  });
});

describe('given a wider range and a newer version within the previous range', () => {
  it('notes both: pages built against the previous release still satisfy it', () => {
    expect(compareRemote(published, withReact({ version: '19.4.0', requiredVersion: '^19.0.0' }))).toEqual([
      {
        severity: 'note',
        id: 'shared-range:header/react',
        message:
          'The header requires react ^19.0.0 instead of ^19.3.1 (wider); pages built against the previous release still satisfy it.',
      },
      {
        severity: 'note',
        id: 'shared-version:header/react',
        message: 'The header provides react 19.4.0 instead of 19.3.1.',
      },
    ]);
  });
});

describe('given a shared module no longer shared', () => {
  it('refuses a singleton: the remote would run its own copy beside the page one', () => {
    expect(compareRemote(published, release({ shared: [rulesSites] }))).toEqual([
      expect.objectContaining({ severity: 'refusal', id: 'removed-shared:header/react' }),
    ]);
  });

  it('notes a stateless entry', () => {
    expect(compareRemote(published, release({ shared: [react] }))).toEqual([
      expect.objectContaining({ severity: 'note', id: 'removed-shared:header/@site-chrome/rules/sites' }),
    ]);
  });
});
