import { mountChromePart, type ChromeProps, type MountFunction } from '@site-chrome/runtime';
import { loadRemoteModule, type ExposedModuleId } from '../load-remote-module';
import { subscribeToRemoteReloads } from '../remote-reloads';
import { mountSlot, type ChromeSlot, type SlotFallback } from './mount-slot';

/** An exposed component module as a remote's build gives it. */
interface ExposedComponentModule {
  default: Parameters<typeof mountChromePart<ChromeProps>>[1];
  chromeBuild?: string;
}

export interface ChromeSlotOptions {
  /** The exposed component: `header/Header`, `header/AnnouncementBar`, `footer/Footer`, ... */
  id: ExposedModuleId;
  props: ChromeProps;
  /** Drawn when the part is not there (never over the server's markup of it). Can be handed over later. */
  fallback?: SlotFallback<ChromeProps>;
}

/** The part's name in a module id: `header/Header` → `Header` (its server fragment, its logs). */
const partOf = (id: string): string => id.split('/')[1] ?? id;
const remoteOf = (id: string): string => id.split('/')[0] ?? id;

/** The slots live on the page, by element: a React slot drawn later over one adopts it (`liveSlotIn`). */
const liveSlots = new WeakMap<Element, ChromeSlot<ChromeProps>>();

/**
 * Loads the component (once per page, whoever asks: `loadRemoteModule`) and gives what mounts it: into an
 * element holding its server markup of the same build, it hydrates that markup; else it renders afresh.
 */
function loadComponentMount(id: ExposedModuleId): Promise<MountFunction | undefined> {
  return loadRemoteModule<ExposedComponentModule>(id).then((outcome) => {
    if (outcome.status !== 'ready') return undefined;
    const { default: Component, chromeBuild } = outcome.value;
    const mount: MountFunction = (element, props = {}, { onRenderError } = {}) =>
      mountChromePart(element, Component, props, { name: partOf(id), build: chromeBuild, onRenderError });
    return mount;
  });
}

/**
 * Puts an exposed component of a remote into `element` (an empty element, or a server's slot holding the
 * part's fragment, which it hydrates) and owns its whole life (`mountSlot`): the late fallback, a render
 * error, the redraw after a stale-build reload, updates and the unmount.
 * `const header = mountChromeSlot(element, { id: 'header/Header', props }); header.update(next); header.unmount();`
 */
export function mountChromeSlot(
  element: Element,
  { id, props, fallback }: ChromeSlotOptions,
): ChromeSlot<ChromeProps> {
  const slot = mountSlot(element, {
    name: id,
    load: () => loadComponentMount(id),
    props,
    fallback,
    holdsServerMarkup: () => element.querySelector('[data-chrome-fragment]') !== null,
    watchReloads: (onReload) => subscribeToRemoteReloads(remoteOf(id), onReload),
  });
  liveSlots.set(element, slot);
  const unsubscribe = slot.subscribe((status) => {
    if (status !== 'unmounted') return;
    unsubscribe();
    if (liveSlots.get(element) === slot) liveSlots.delete(element);
  });
  return slot;
}

/** The slot mounted into `element` and not unmounted yet, if any: the page's entry mounted it first. */
export function liveSlotIn(element: Element): ChromeSlot<ChromeProps> | undefined {
  return liveSlots.get(element);
}
