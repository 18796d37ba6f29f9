import { supportedLanguages } from '@site-chrome/runtime';
import { findSite, siteKeys, type SiteKey } from '@site-chrome/rules/sites';
import { benchPorts } from './bench-ports';
import { fragmentUrl } from './canonical-urls';
import { caseResult, type CaseResult } from './case-result';
import { startCountingApi, startFragmentProcess, stopProcess } from './fragment-processes';
import { httpGet } from './http-get';
import { isolationProblems, linksIn } from './isolation-check';

/** Two countries with answers of their own in the mock (US, DE) and the unknown visitor (no `country`). */
const countries = ['US', 'DE', 'XX'] as const;
const parts = [
  { part: 'Header', port: benchPorts.fragmentServer },
  { part: 'AnnouncementBar', port: benchPorts.fragmentServer },
  { part: 'Footer', port: benchPorts.fragmentServer + 1 },
] as const;
const inFlight = 64;
/** A shed request is asked again after its Retry-After and a random part of it more (no herd), 30 times at most. */
const maxAttempts = 30;

interface Request {
  part: string;
  port: number;
  site: SiteKey;
  language: string;
  country: string;
}

/**
 * What the mock API answers a compliance check for `site` and a visitor from `country`, asked directly (the
 * sub-site by its id, the country in the header the fragment servers send): the oracle.
 */
async function complianceAnswer(site: SiteKey, country: string): Promise<string[]> {
  const response = await httpGet(
    `http://127.0.0.1:${benchPorts.api}/api/web/v1/compliance/check?sub_website_id=${findSite(site)!.id}`,
    { 'x-visitor-country': country },
  );
  const answer = JSON.parse(response.body) as { data?: { menu_list?: string[] } };
  return answer.data?.menu_list ?? [];
}

/** The links of the footer menu the mock API gives `site` in `language`, asked directly. */
async function footerLinks(site: SiteKey, language: string): Promise<string[]> {
  const response = await httpGet(
    `http://127.0.0.1:${benchPorts.api}/api/web/v1/site/footerMenu?sub_website_id=${findSite(site)!.id}&lang=${language}`,
  );
  return linksIn((JSON.parse(response.body) as { data?: { list?: unknown } }).data?.list);
}

/** A fixed shuffle (a linear congruential generator): sub-sites and countries interleave in flight. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let seed = 40;
  for (let index = result.length - 1; index > 0; index--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = seed % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/**
 * Data-cache isolation (issue 40): 11 sub-sites × 14 languages × 3 countries, the Header, AnnouncementBar
 * and Footer of each (1,386 fragments), asked of freshly started header and footer fragment servers 64 at a
 * time in a shuffled order, so their first API calls for different sub-sites and countries overlap. Each
 * answer's hydration data is checked against what the mock API says for its own sub-site and country. A 503
 * (the render cap shedding: 64 at once is far past it) is asked again after its Retry-After, as a page
 * host would.
 */
export async function isolationCase(): Promise<CaseResult> {
  const api = await startCountingApi(benchPorts.api);
  const servers = await Promise.all([
    startFragmentProcess({ remote: 'header', port: benchPorts.fragmentServer, apiPort: benchPorts.api }),
    startFragmentProcess({ remote: 'footer', port: benchPorts.fragmentServer + 1, apiPort: benchPorts.api }),
  ]);
  try {
    const requests = shuffled(
      siteKeys.flatMap((site) =>
        supportedLanguages.flatMap((language) =>
          countries.flatMap((country) =>
            parts.map((part): Request => ({ ...part, site, language, country })),
          ),
        ),
      ),
    );
    const expected = new Map<string, string[]>();
    for (const site of siteKeys)
      for (const country of countries)
        expected.set(`${site} ${country}`, await complianceAnswer(site, country));
    const distinctAnswers = new Set([...expected.values()].map((list) => [...list].sort().join(','))).size;
    const footers = new Map<string, string[]>();
    for (const site of siteKeys)
      for (const language of supportedLanguages)
        footers.set(`${site} ${language}`, await footerLinks(site, language));
    const distinctFooters = new Set(siteKeys.map((site) => [...footers.get(`${site} en`)!].sort().join(',')))
      .size;
    const problems: string[] = [];
    const unrendered: string[] = [];
    let retried = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const url = fragmentUrl(request.part, {
          site: request.site,
          language: request.language,
          ...(request.country === 'XX' ? {} : { country: request.country }),
        });
        const name = `${request.part} ${request.site} ${request.language} ${request.country}`;
        for (let attempt = 1; ; attempt++) {
          const response = await httpGet(`http://127.0.0.1:${request.port}${url}`);
          if (response.status === 200) {
            const found = isolationProblems({
              html: response.body,
              part: request.part,
              site: request.site,
              expectedCompliance: expected.get(`${request.site} ${request.country}`)!,
              expectedFooterLinks: footers.get(`${request.site} ${request.language}`)!,
            });
            problems.push(...found.map((problem) => `${name}: ${problem}`));
            break;
          }
          if (response.status !== 503 || attempt === maxAttempts) {
            unrendered.push(`${name}: answered ${response.status} (${response.body.trim().slice(0, 120)})`);
            break;
          }
          retried++;
          const waitSeconds = Number(response.headers['retry-after']) || 1;
          await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 * (1 + Math.random())));
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    return caseResult({
      id: 'isolation',
      title: 'Data-cache isolation, 11 sub-sites × 14 languages × 3 countries',
      durationSeconds: Math.round(seconds),
      figures: [
        `${requests.length} fragments (Header, AnnouncementBar, Footer; countries US, DE and unknown) in ${seconds.toFixed(1)} s, ${inFlight} at a time from cold servers; ${retried} answers were 503 and asked again; ${api.calls()} API calls; the API's answers, asked directly: ${distinctAnswers} distinct compliance answers for the 33 sub-site × country pairs, ${distinctFooters} distinct footer menus (links) for the 11 sub-sites; the header's menu is one for all sub-sites in the mock`,
        ...problems.slice(0, 5).map((problem) => `problem: ${problem}`),
        ...(unrendered.length > 0
          ? [
              `${unrendered.length} never rendered (${maxAttempts} answers that were not a 200), e.g. ${unrendered.slice(0, 3).join('; ')}`,
            ]
          : []),
      ],
      targets: [
        {
          target: "every fragment holds its own sub-site's announcements, menu and compliance",
          measured: `${problems.length} problems in ${requests.length - unrendered.length} fragments rendered (${unrendered.length} never rendered)`,
          met: problems.length === 0 && unrendered.length === 0,
        },
      ],
    });
  } finally {
    await Promise.all(servers.map(stopProcess));
    api.close();
  }
}
