import type { ComponentType } from 'react';
import { logError } from '../logging/logger';
import type { ChromeProps } from '../props/chrome-props-schema';
import { mountChromePart, type MountedChrome, type MountPartOptions } from './mount-chrome-part';

export type { MountedChrome } from './mount-chrome-part';

/** What the page that mounts wants to hear about. */
type MountOptions = Pick<MountPartOptions, 'onRenderError'>;

export type MountFunction<Props extends object = ChromeProps> = (
  element: Element,
  props?: Props,
  options?: MountOptions,
) => MountedChrome<Props>;

const detached = { update: () => undefined, unmount: () => undefined };

/**
 * Turns an exposed component into `mount(element, props)` for pages that are not React
 * (ARCHITECTURE: every remote exposes a small framework-free mount function beside its component). The
 * element may hold the part's server-rendered fragment: it is hydrated when `build` is the build that
 * rendered it (`mountChromePart`).
 */
export function createMount<Props extends object = ChromeProps>(
  Component: ComponentType<Props>,
  name: string,
  build?: string,
): MountFunction<Props> {
  return (element, props = {} as Props, { onRenderError } = {}) => {
    if (!(element instanceof Element)) {
      logError(name, 'mount needs a DOM element to render into; nothing was mounted');
      return detached;
    }
    return mountChromePart(element, Component, props, { name, build, onRenderError });
  };
}
