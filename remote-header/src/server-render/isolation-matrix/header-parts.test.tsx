/** @jest-environment node */
import { isDeepStrictEqual } from 'node:util';
import { chromeQueryKeys } from '@site-chrome/runtime';
import type { ServerPart } from '@site-chrome/server';
import {
  fixtureCompliance,
  fixtureSubSiteLabel,
  fragmentAnswer,
  isolationCaseName,
  setUpIsolationMatrix,
  type IsolatedFragment,
} from '@site-chrome/dev/testing';
import { findSite, siteKeys } from '@site-chrome/rules/sites';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 40's isolation matrix for the header origin: the Header and the AnnouncementBar on 11 sub-sites × 14
 * languages × 3 visitor countries, rendered at the same time through one data cache, as one fragment server
 * renders them. Each fragment must carry exactly its own sub-site's, language's and country's answers; the
 * mock answers differ per sub-site and per country, so a mix shows.
 */
const renderMatrix = setUpIsolationMatrix();
const partNamed = (name: string) => headerServerParts.find((part) => part.name === name) as ServerPart;
const subWebsiteIdOf = (site: string) => findSite(site)?.id ?? 0;
const matrixTimeoutMs = 60_000;

/** The cases whose fragment fails `holds`, by name (an empty list when all hold). */
const failing = (fragments: IsolatedFragment[], holds: (fragment: IsolatedFragment) => boolean) =>
  fragments.filter((fragment) => !holds(fragment)).map((fragment) => isolationCaseName(fragment.matrixCase));

describe('the Header, 462 cases through one data cache', () => {
  let fragments: IsolatedFragment[] = [];
  beforeAll(async () => {
    // The older menu system on regional sub-sites: their menu is the remote menu config, the mock's per sub-site.
    fragments = await renderMatrix(partNamed('Header'), {
      propsOf: ({ site, language }) => ({ site, language, newMenuMainSiteOnly: true }),
    });
  }, matrixTimeoutMs);

  it('carries in every fragment exactly the answers a cache of its own case gets', () => {
    expect(fragments).toHaveLength(siteKeys.length * 14 * 3);
    expect(failing(fragments, ({ carried, own }) => isDeepStrictEqual(carried, own))).toEqual([]);
  });

  it('carries its own sub-site’s and country’s compliance answer, as the mock’s fixtures give it', () => {
    const complianceOf = (fragment: IsolatedFragment) =>
      fragmentAnswer(
        fragment.html,
        chromeQueryKeys.compliance({ subWebsiteId: subWebsiteIdOf(fragment.matrixCase.site) }),
      );
    expect(
      failing(fragments, (fragment) =>
        isDeepStrictEqual(complianceOf(fragment), fixtureCompliance(fragment.matrixCase)),
      ),
    ).toEqual([]);
    // The check has teeth: the 11 sub-sites × 3 countries each have an answer of their own.
    expect(new Set(fragments.map((fragment) => JSON.stringify(complianceOf(fragment)))).size).toBe(33);
  });

  it('draws its own regional sub-site’s menu item, and no other sub-site’s', () => {
    const labels = siteKeys.map(fixtureSubSiteLabel).filter((label) => label !== undefined);
    expect(
      failing(fragments, ({ html, matrixCase }) => {
        const own = fixtureSubSiteLabel(matrixCase.site);
        const shown = labels.filter((label) => html.includes(`>${label}<`));
        return isDeepStrictEqual(shown, own === undefined ? [] : [own]);
      }),
    ).toEqual([]);
  });
});

describe('the AnnouncementBar, 462 cases through one data cache', () => {
  let fragments: IsolatedFragment[] = [];
  beforeAll(async () => {
    fragments = await renderMatrix(partNamed('AnnouncementBar'), {
      propsOf: ({ site, language }) => ({ site, language }),
    });
  }, matrixTimeoutMs);

  it('carries in every fragment exactly the answers a cache of its own case gets', () => {
    expect(failing(fragments, ({ carried, own }) => isDeepStrictEqual(carried, own))).toEqual([]);
  });

  it('shows its own sub-site’s announcement, in its own language', () => {
    const announcementOf = (fragment: IsolatedFragment) =>
      fragmentAnswer(
        fragment.html,
        chromeQueryKeys.announcements({
          language: fragment.matrixCase.language,
          subWebsiteId: subWebsiteIdOf(fragment.matrixCase.site),
        }),
      ) as { index?: { content: string } } | undefined;
    expect(
      failing(fragments, (fragment) => {
        const label = fixtureSubSiteLabel(fragment.matrixCase.site);
        const content = announcementOf(fragment)?.index?.content ?? '';
        return (
          (label === undefined || content.startsWith(`${label}: `)) && fragment.html.includes('<section')
        );
      }),
    ).toEqual([]);
    // 11 sub-sites × 14 languages: as many texts.
    expect(new Set(fragments.map((fragment) => announcementOf(fragment)?.index?.content)).size).toBe(154);
  });
});
