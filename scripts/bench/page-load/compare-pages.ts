import { chromium, type Browser } from '@playwright/test';
import { measureScripts, type ScriptBytes } from './js-bytes';
import { loadProfiles, type LoadProfile } from './profiles';
import { readyRatio, summarisePage, type PageSummary } from './summary';
import { visitPage, type Visit } from './visit';

/**
 * The two pages compared: the demo home page with the chrome federated, and /bundled.html with the same
 * chrome, props and mock API built in. Logged out: a first visit is a visitor's, not a trader's.
 */
export const comparedPages = { federated: '/', bundled: '/bundled.html' } as const;

export interface ProfileComparison {
  profile: LoadProfile;
  federated: PageSummary;
  bundled: PageSummary;
  /** federated / bundled header-ready. */
  ratio: number;
}

export interface CompareOptions {
  origin: string;
  runs: number;
  profiles?: readonly LoadProfile[];
  /** Called after each visit: progress on a long run. */
  onVisit?: (profile: LoadProfile, page: keyof typeof comparedPages, run: number, visit: Visit) => void;
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
 * Visits both pages `runs` times under each profile, alternating federated and bundled so that a noisy
 * moment of the machine hits both alike. Bytes come from one extra unthrottled visit per page, kept out
 * of the timings (reading bodies costs time).
 */
export async function comparePages(options: CompareOptions): Promise<ProfileComparison[]> {
  const browser = await launchBenchChromium();
  try {
    const pageNames = Object.keys(comparedPages) as (keyof typeof comparedPages)[];
    const bytes = {} as Record<keyof typeof comparedPages, ScriptBytes[]>;
    for (const page of pageNames) {
      const visit = await visitPage(browser, {
        url: options.origin + comparedPages[page],
        profile: loadProfiles[0]!,
        keepBodies: true,
      });
      bytes[page] = measureScripts(visit.scripts);
    }
    const comparisons: ProfileComparison[] = [];
    for (const profile of options.profiles ?? loadProfiles) {
      const visits: Record<keyof typeof comparedPages, Visit[]> = { federated: [], bundled: [] };
      for (let run = 0; run < options.runs; run++)
        for (const page of pageNames) {
          const visit = await visitPage(browser, {
            url: options.origin + comparedPages[page],
            profile,
            keepBodies: false,
          });
          visits[page].push(visit);
          options.onVisit?.(profile, page, run, visit);
        }
      const federated = summarisePage('federated', profile.name, visits.federated, bytes.federated);
      const bundled = summarisePage('bundled', profile.name, visits.bundled, bytes.bundled);
      comparisons.push({ profile, federated, bundled, ratio: readyRatio(federated, bundled) });
    }
    return comparisons;
  } finally {
    await browser.close();
  }
}
