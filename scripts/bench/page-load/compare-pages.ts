import { chromium, type Browser } from '@playwright/test';
import { measureScripts, type ScriptBytes } from './js-bytes';
import type { MenuPointer } from './menu-pointer';
import { loadProfiles, type LoadProfile } from './profiles';
import { readyRatio, summarisePage, type PageSummary } from './summary';
import { visitPage, type Visit } from './visit';

/**
 * The pages compared: the demo home page with the chrome federated, /bundled.html with the same chrome,
 * props and mock API built in, and (issue 33) the same home page composed on the server from the remotes'
 * fragments (`ssr=1`). Logged out: a first visit is a visitor's, not a trader's.
 */
export const comparedPages = { federated: '/', bundled: '/bundled.html', server: '/?ssr=1' } as const;

type ComparedPage = keyof typeof comparedPages;
type ProfileName = LoadProfile['name'];

export interface ProfileComparison {
  profile: LoadProfile;
  federated: PageSummary;
  bundled: PageSummary;
  /** federated / bundled header-ready. */
  ratio: number;
  /** The server-rendered page, when compared on this profile (`withServerPage`). */
  server?: PageSummary;
}

export interface CompareOptions {
  origin: string;
  runs: number;
  profiles?: readonly LoadProfile[];
  /** Profiles on which the server-rendered page is visited too (bench:page: all; bench:check: desktop). */
  withServerPage?: readonly ProfileName[];
  /**
   * Profiles on which every visit reaches for the header's first dropdown from before its first paint,
   * measuring menu-open-ready (issue 41): a resting mouse, or taps on the mobile profile.
   */
  measureMenuOn?: readonly ProfileName[];
  /** How long a visit waits for the menu once the header shows before it counts as never open (visit.ts). */
  menuWaitMs?: number;
  /**
   * Profiles whose pages are visited side by side, each run's pages at the same time in contexts of their
   * own, instead of one after another. For a latency-bound profile (mobile: 562 ms round trips, the CPU
   * slowed 4x, so each page waits far more than it computes) this halves the wall time, and both pages meet
   * the same moment of the machine. Not for a CPU-bound profile (desktop): the pages would compete for it.
   */
  sideBySide?: readonly ProfileName[];
  /** Called after each visit: progress on a long run. */
  onVisit?: (profile: LoadProfile, page: ComparedPage, run: number, visit: Visit) => void;
}

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Visits the pages `runs` times under each profile, alternating them so that a noisy moment of the machine
 * hits all alike. Bytes come from one extra unthrottled visit per page, kept out of the timings (reading
 * bodies costs time); for the server-rendered page that visit also warms the fragment servers' data caches
 * (their first render of a page state waits for the API: a deployed server has long been warm). It also
 * finds where the page's first dropdown trigger sits once loaded: where the timed visits' pointer goes.
 */
export async function comparePages(options: CompareOptions): Promise<ProfileComparison[]> {
  const browser = await launchBenchChromium();
  try {
    const profiles = options.profiles ?? loadProfiles;
    const serverVisited = profiles.some((profile) => options.withServerPage?.includes(profile.name));
    const allPages: ComparedPage[] = ['federated', 'bundled', ...(serverVisited ? ['server' as const] : [])];
    const bytes = {} as Record<ComparedPage, ScriptBytes[]>;
    const triggerPoints = {} as Record<ComparedPage, Visit['menuTriggerPoint']>;
    for (const page of allPages) {
      const visit = await visitPage(browser, {
        url: options.origin + comparedPages[page],
        profile: loadProfiles[0]!,
        keepBodies: true,
      });
      bytes[page] = measureScripts(visit.scripts);
      triggerPoints[page] = visit.menuTriggerPoint;
    }
    const comparisons: ProfileComparison[] = [];
    for (const profile of profiles) {
      const withServer = options.withServerPage?.includes(profile.name) ?? false;
      const pageNames = allPages.filter((page) => page !== 'server' || withServer);
      const menuPointer = (page: ComparedPage): MenuPointer | undefined => {
        const point = triggerPoints[page];
        if (!point || !options.measureMenuOn?.includes(profile.name)) return undefined;
        return { ...point, input: profile.name === 'mobile' ? 'touch' : 'mouse' };
      };
      const visits: Record<ComparedPage, Visit[]> = { federated: [], bundled: [], server: [] };
      const visitOnce = async (page: ComparedPage, run: number) => {
        const visit = await visitPage(browser, {
          url: options.origin + comparedPages[page],
          profile,
          keepBodies: false,
          menuPointer: menuPointer(page),
          menuWaitMs: options.menuWaitMs,
        });
        visits[page].push(visit);
        options.onVisit?.(profile, page, run, visit);
      };
      for (let run = 0; run < options.runs; run++)
        if (options.sideBySide?.includes(profile.name))
          await Promise.all(pageNames.map((page) => visitOnce(page, run)));
        else for (const page of pageNames) await visitOnce(page, run);
      const federated = summarisePage('federated', profile.name, visits.federated, bytes.federated);
      const bundled = summarisePage('bundled', profile.name, visits.bundled, bytes.bundled);
      comparisons.push({
        profile,
        federated,
        bundled,
        ratio: readyRatio(federated, bundled),
        ...(withServer ? { server: summarisePage('server', profile.name, visits.server, bytes.server) } : {}),
      });
    }
    return comparisons;
  } finally {
    await browser.close();
  }
}
