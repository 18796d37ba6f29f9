/** @jest-environment node */
import { compareKit, recordKit, type KitPackageBuild } from './kit-release';
import type { KitRelease } from './release-record';

const published: KitRelease = {
  '@site-chrome/host': { version: '2.8.0', exports: { '@site-chrome/host': { mountChromeSlot: '2.8.0' } } },
};
const host = (
  version: string,
  names: string[],
  changelog = `## ${version}\n- what changed`,
): KitPackageBuild => ({
  name: '@site-chrome/host',
  version,
  changelog,
  surface: { '@site-chrome/host': names },
});
const refusals = (findings: ReturnType<typeof compareKit>) =>
  findings.filter((finding) => finding.severity === 'refusal').map((finding) => finding.id);

describe('the kit’s version rules', () => {
  it('pass a release that keeps its exports at its version, with its CHANGELOG entry', () => {
    expect(compareKit(published, [host('2.8.0', ['mountChromeSlot'])])).toEqual([]);
  });

  it('refuse a version its CHANGELOG.md does not name, for every kit package', () => {
    const runtime = { name: '@site-chrome/runtime', version: '2.9.0', changelog: '## 2.8.0\n' };

    expect(
      refusals(compareKit(published, [host('2.8.1', ['mountChromeSlot'], '## 2.8.0\n'), runtime])),
    ).toEqual(['kit-changelog:@site-chrome/host@2.8.1', 'kit-changelog:@site-chrome/runtime@2.9.0']);
  });

  it('refuse an export added without a new minor, and note it with one', () => {
    expect(refusals(compareKit(published, [host('2.8.1', ['mountChromeSlot', 'ChromeSlot'])]))).toEqual([
      'kit-grew:@site-chrome/host',
    ]);
    expect(refusals(compareKit(published, [host('2.9.0', ['mountChromeSlot', 'ChromeSlot'])]))).toEqual([]);
  });

  it('refuse an export removed without a new major, and a version that goes back', () => {
    expect(refusals(compareKit(published, [host('2.9.0', [])]))).toEqual(['kit-shrank:@site-chrome/host']);
    expect(refusals(compareKit(published, [host('3.0.0', [])]))).toEqual([]);
    expect(refusals(compareKit(published, [host('2.7.0', ['mountChromeSlot'])]))).toEqual([
      'kit-version:@site-chrome/host',
    ]);
  });

  it('refuse a kit package never recorded', () => {
    expect(refusals(compareKit(undefined, [host('2.8.0', ['mountChromeSlot'])]))).toEqual([
      'unpublished:@site-chrome/host',
    ]);
  });
});

it('records each export with the release it first shipped in', () => {
  expect(recordKit(published, [host('2.9.0', ['mountChromeSlot', 'ChromeSlot'])])).toEqual({
    '@site-chrome/host': {
      version: '2.9.0',
      exports: { '@site-chrome/host': { mountChromeSlot: '2.8.0', ChromeSlot: '2.9.0' } },
    },
  });
});
