import type { ExposedModuleId } from '../load-remote-module';

/** What a plain page can mount through the loader: `siteChrome.mount(part, element, props)`. */
export type ChromePart = 'header' | 'announcement-bar' | 'footer' | 'search';

interface PartSource {
  /** The remote's exposed mount module. */
  module: Extract<ExposedModuleId, `${string}/mount`>;
  /** The mount function that module exports for this part. */
  mountExport: string;
}

/** Each part is one mount function of a remote's `./mount` module (see each remote's README). */
export const chromeParts: Record<ChromePart, PartSource> = {
  header: { module: 'header/mount', mountExport: 'mountHeader' },
  'announcement-bar': { module: 'header/mount', mountExport: 'mountAnnouncementBar' },
  footer: { module: 'footer/mount', mountExport: 'mountFooter' },
  search: { module: 'search/mount', mountExport: 'mountAggregatedSearch' },
};

export function isChromePart(value: unknown): value is ChromePart {
  return typeof value === 'string' && Object.hasOwn(chromeParts, value);
}
