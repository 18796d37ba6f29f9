import { readSlot, type SlotContent } from '@site-chrome/runtime/fragment-markup';
import type { FragmentPartName } from '@site-chrome/runtime/fragments';
import type { ExposedModuleId } from '../load-remote-module';

/** What a plain page can mount through the loader: `siteChrome.mount(part, element, props)`. */
export type ChromePart = 'header' | 'announcement-bar' | 'footer' | 'search';

interface PartSource {
  /** The remote's exposed mount module. */
  module: Extract<ExposedModuleId, `${string}/mount`>;
  /** The mount function that module exports for this part. */
  mountExport: string;
  /** The part's name in a server-rendered fragment (`GET /fragment/<Part>`), if its remote renders it there. */
  fragment?: FragmentPartName;
  /**
   * A function of that module the slot awaits before it mounts the part: the part's code in its own chunk,
   * in hand, so the part draws itself at once, and over its server markup hydrates it (a lazy part draws
   * nothing while hydrating, and React then left the server's copy beside the client's). A chunk that
   * cannot come leaves the part unavailable: its server markup stays as it is.
   */
  codeExport?: string;
}

/** Each part is one mount function of a remote's `./mount` module (see each remote's README). */
export const chromeParts: Record<ChromePart, PartSource> = {
  header: { module: 'header/mount', mountExport: 'mountHeader', fragment: 'Header' },
  'announcement-bar': {
    module: 'header/mount',
    mountExport: 'mountAnnouncementBar',
    fragment: 'AnnouncementBar',
    codeExport: 'loadAnnouncementBar',
  },
  footer: { module: 'footer/mount', mountExport: 'mountFooter', fragment: 'Footer' },
  search: { module: 'search/mount', mountExport: 'mountAggregatedSearch' },
};

export function isChromePart(value: unknown): value is ChromePart {
  return typeof value === 'string' && Object.hasOwn(chromeParts, value);
}

/**
 * What `element` holds for the part, read as `@site-chrome/runtime/fragment-markup` reads a slot (the one
 * definition of a fragment of ours; it imports nothing, so the loader's first script stays free of the
 * runtime). `nothing` for a part no server renders.
 */
export function slotContent(element: Element, part: ChromePart): SlotContent {
  const fragment = chromeParts[part].fragment;
  return fragment === undefined ? { holds: 'nothing' } : readSlot(element, fragment);
}

/** Whether `element` holds the part's server-rendered fragment, as a page composed on a server has in its slots. */
export const holdsServerMarkup = (element: Element, part: ChromePart): boolean =>
  slotContent(element, part).holds === 'fragment';
