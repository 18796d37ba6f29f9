import { act } from '@testing-library/react';
import type { ServerPart } from '@site-chrome/server';
import { fixtureSubSiteLabel, hydrationMatrixCases, setUpHydrationMatrix } from '@site-chrome/dev/testing';
import { chromeBuild } from '../../exposed/announcement-bar';
import { closedAnnouncementsKey } from '../../features/announcement';
import { headerServerParts } from '../../server/parts';

/*
 * Issue 33's hydration matrix for the announcement bar (the home page's announcement), on 11 sub-sites × 14
 * languages × light/dark × visitor/signed in. The signed-in reader closed it on an earlier visit: the server
 * cannot know, so it draws it, the browser hydrates that, then hides it. A regional sub-site's announcement
 * begins with its name, so a fragment showing another sub-site's fails.
 */
const part = headerServerParts.find((one) => one.name === 'AnnouncementBar') as ServerPart;
const hydrate = setUpHydrationMatrix(part, chromeBuild);
/** The home page's announcement, which keeps its id in every language (mock API fixtures). */
const homeAnnouncementId = '51021';

it.each(hydrationMatrixCases())(
  'AnnouncementBar, %s: hydrates the server markup as it is',
  async (_name, matrixCase) => {
    const closed = matrixCase.signedIn;
    const outcome = await hydrate(matrixCase, {
      storage: closed ? { [closedAnnouncementsKey]: JSON.stringify([homeAnnouncementId]) } : {},
    });
    expect(outcome.html).toContain('<section');
    // Its own sub-site's announcement (the mock's begin with a regional sub-site's name: issue 40).
    const label = fixtureSubSiteLabel(matrixCase.site);
    if (label !== undefined) expect(outcome.html).toContain(`${label}: `);
    expect(outcome.recoverableErrors).toEqual([]);
    expect(outcome.consoleErrors).toEqual([]);
    expect(outcome.browserApiCalls).toEqual([]);
    await act(async () => undefined);
    if (closed) {
      // Right after hydration the reader's dismissal applies: the bar the server drew goes.
      expect(outcome.slot.querySelector('section')).toBeNull();
    } else {
      expect(outcome.serverRootKept).toBe(true);
      expect(outcome.slot.querySelector('section')).not.toBeNull();
    }
  },
);
