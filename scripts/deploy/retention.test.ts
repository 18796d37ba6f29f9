/** @jest-environment node */
import { releasesToKeep, retentionRule, type Release } from './retention';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();

/** Releases oldest first, each replaced when the next was published; the last is current. */
function releasesPublished(...ages: number[]): Release[] {
  return ages.map((age, index) => {
    const next = ages[index + 1];
    return {
      id: `r${index + 1}`,
      publishedAt: daysAgo(age),
      ...(next === undefined ? {} : { supersededAt: daysAgo(next) }),
      files: [`${index + 1}.0000000${index}.js`],
    };
  });
}

const ids = (releases: Release[]) => releases.map((release) => release.id);

describe('the retention rule', () => {
  it('is the last 5 releases and 14 days after a release was replaced', () => {
    expect(retentionRule).toEqual({ keepReleases: 5, keepDays: 14 });
  });

  it('given many releases a day, keeps every release replaced less than 14 days ago', () => {
    const releases = releasesPublished(13.5, 13, 12, 10, 9, 8, 2, 1, 0.5, 0);
    expect(ids(releasesToKeep(releases, now))).toEqual(ids(releases));
  });

  it('given a release replaced 14 days ago or more and 5 newer releases, drops it', () => {
    const releases = releasesPublished(40, 30, 14, 13, 3, 2, 1, 0);
    // r1 was replaced 30 days ago, r2 14 days ago: gone. r3 (replaced 13 days ago) stays by age, r4 to r8 by count.
    expect(ids(releasesToKeep(releases, now))).toEqual(['r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
  });

  it('given releases a month apart, keeps the last 5 whatever their age', () => {
    const releases = releasesPublished(200, 160, 120, 90, 60, 30, 0);
    expect(ids(releasesToKeep(releases, now))).toEqual(['r3', 'r4', 'r5', 'r6', 'r7']);
  });

  it('counts the age from the replacement, not the publication', () => {
    // Published 100 days ago, replaced yesterday: a page that loaded it yesterday still asks for its chunks.
    const releases = releasesPublished(100, 1);
    expect(ids(releasesToKeep(releases, now, { keepReleases: 1, keepDays: 14 }))).toEqual(['r1', 'r2']);
  });

  it('always keeps the current release', () => {
    const releases = releasesPublished(400);
    expect(ids(releasesToKeep(releases, now, { keepReleases: 0, keepDays: 0 }))).toEqual(['r1']);
  });
});
