import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { logError } from '../logging/logger';
import { ChromeErrorBoundary } from '../ui/chrome-error-boundary';
import { chromeRootOptions } from './chrome-root-options';
import type { ChromeProps } from '../props/chrome-props-schema';

/** What a framework-free page gets back from a mount function. */
export interface MountedChrome<Props extends object = ChromeProps> {
  /** Re-renders with new props (replaces, does not merge). */
  update: (props: Props) => void;
  /** Removes the component and everything React attached to the element. */
  unmount: () => void;
}

/** What the page that mounts wants to hear about. */
interface MountOptions {
  /**
   * Called once when the part fails to render, as it mounts or after an update. The error is logged
   * already and the element is left empty, so a page can put its own fallback there after `unmount()`
   * (call it outside the callback: it runs while React is committing).
   */
  onRenderError?: () => void;
}

export type MountFunction<Props extends object = ChromeProps> = (
  element: Element,
  props?: Props,
  options?: MountOptions,
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
  return (element, props = {} as Props, { onRenderError } = {}) => {
    if (!(element instanceof Element)) {
      logError(name, 'mount needs a DOM element to render into; nothing was mounted');
      return detached;
    }
    let root: Root | null = createRoot(element, chromeRootOptions(name));
    // This boundary, not the component's own, catches a render error, so the page can be told.
    const render = (renderProps: Props) =>
      root?.render(
        <ChromeErrorBoundary name={name} onError={onRenderError}>
          <Component {...renderProps} />
        </ChromeErrorBoundary>,
      );
    render(props);
    return {
      update(nextProps) {
        if (root) render(nextProps);
        else logError(name, 'update called after unmount; ignored');
      },
      unmount() {
        root?.unmount();
        root = null;
      },
    };
  };
}
