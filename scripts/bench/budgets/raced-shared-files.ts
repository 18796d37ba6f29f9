import { appPorts } from '@site-chrome/rules/ports';

interface ManifestSharedModule {
  name?: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/** The shared modules a remote's build can provide, from its mf-manifest.json. */
async function sharedModulesOf(origin: string, port: number): Promise<ManifestSharedModule[]> {
  const manifestUrl = new URL(origin);
  manifestUrl.port = String(port);
  manifestUrl.pathname = '/mf-manifest.json';
  // eslint-disable-next-line no-restricted-globals -- a build file read by a script, not the product's API
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`);
  const manifest = (await response.json()) as { shared?: ManifestSharedModule[] };
  return manifest.shared ?? [];
}

/**
 * The header build's files for the shared singletons the footer's or the search's build can provide too.
 * Which build serves such a module is a race (the first to ask), so counting them as the header's own made
 * its figure swing by about 3 KB between runs of one build. Shared modules only the header provides (its
 * menu data) stay its own.
 */
export async function racedSharedFiles(origin: string): Promise<Set<string>> {
  const [header = [], footer = [], search = []] = await Promise.all(
    [appPorts.header, appPorts.footer, appPorts.search].map((port) => sharedModulesOf(origin, port)),
  );
  const alsoElsewhere = new Set([...footer, ...search].map((module) => module.name));
  return new Set(
    header
      .filter((module) => alsoElsewhere.has(module.name))
      .flatMap((module) => [...(module.assets?.js?.sync ?? []), ...(module.assets?.js?.async ?? [])]),
  );
}
