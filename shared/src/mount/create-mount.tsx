import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { logError } from '../logging/logger';
import { chromeRootOptions } from './chrome-root-options';
import type { ChromeProps } from '../props/chrome-props-schema';

/** What a framework-free page gets back from a mount function. */
export interface MountedChrome<Props extends object = ChromeProps> {
  /** Re-renders with new props (replaces, does not merge). */
  update: (props: Props) => void;
  /** Removes the component and everything React attached to the element. */
  unmount: () => void;
}

export type MountFunction<Props extends object = ChromeProps> = (
  element: Element,
  props?: Props,
) => MountedChrome<Props>;

const detached = { update: () => undefined, unmount: () => undefined };

/**
 * Turns an exposed component into `mount(element, props)` for pages that are not React
 * (ARCHITECTURE: every remote exposes a small framework-free mount function beside its component).
 */
export function createMount<Props extends object = ChromeProps>(
  Component: ComponentType<Props>,
  name: string,
): MountFunction<Props> {
  return (element, props = {} as Props) => {
    if (!(element instanceof Element)) {
      logError(name, 'mount needs a DOM element to render into; nothing was mounted');
      return detached;
    }
    let root: Root | null = createRoot(element, chromeRootOptions(name));
    root.render(<Component {...props} />);
    return {
      update(nextProps) {
        if (root) root.render(<Component {...nextProps} />);
        else logError(name, 'update called after unmount; ignored');
      },
      unmount() {
        root?.unmount();
        root = null;
      },
    };
  };
}
