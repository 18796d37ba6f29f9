import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { logError } from '../logging/logger';
import type { ChromeProps } from '../props/chrome-props-schema';

/** What a framework-free page gets back from a mount function. */
export interface MountedChrome {
  /** Re-renders with new props (replaces, does not merge). */
  update: (props: ChromeProps) => void;
  /** Removes the component and everything React attached to the element. */
  unmount: () => void;
}

export type MountFunction = (element: Element, props?: ChromeProps) => MountedChrome;

const detached: MountedChrome = { update: () => undefined, unmount: () => undefined };

/**
 * Turns an exposed component into `mount(element, props)` for pages that are not React
 * (ARCHITECTURE: every remote exposes a small framework-free mount function beside its component).
 */
export function createMount(Component: ComponentType<ChromeProps>, name: string): MountFunction {
  return (element, props = {}) => {
    if (!(element instanceof Element)) {
      logError(name, 'mount needs a DOM element to render into; nothing was mounted');
      return detached;
    }
    let root: Root | null = createRoot(element);
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
