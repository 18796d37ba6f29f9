import { useContext, useLayoutEffect, useState, type ComponentType } from 'react';
import { useClientRender } from './use-client-render';
import type { ChromeProps, ResolvedChromeProps } from '../props/chrome-props-schema';
import { useHostProps } from '../props/use-host-props';
import { ChromeErrorBoundary, InsideChromeErrorBoundary } from './chrome-error-boundary';
import { ChromeProviders } from './chrome-providers';

export interface ExposedComponentProps<Resolved = ResolvedChromeProps> {
  /** Props after validation and defaults (callbacks included). */
  props: Resolved;
}

/**
 * Validates a module's raw props and applies what the page store holds of them, in a layout effect.
 * Default: the chrome props of ARCHITECTURE.md (`useHostProps`); a module with a contract of its own
 * (AggregatedSearch) passes its own.
 */
export type UseExposedProps<Raw, Resolved> = (rawProps: Raw, componentName: string) => Resolved;

/**
 * Gives every exposed module the same shape: an error boundary outermost (nothing a remote does can
 * break the host), then the page providers, then validated props flowing into the store.
 */
export function defineExposedComponent<Raw extends object = ChromeProps, Resolved = ResolvedChromeProps>(
  name: string,
  Content: ComponentType<ExposedComponentProps<Resolved>>,
  useProps: UseExposedProps<Raw, Resolved> = useHostProps as UseExposedProps<Raw, Resolved>,
): ComponentType<Raw> {
  function PropsGate({ rawProps }: { rawProps: Raw }) {
    const props = useProps(rawProps, name);
    // The content mounts once the props are in the store (both before the first paint): mounted with the
    // store's defaults, every query would first ask for the main site in English, then for the page's.
    // Rendering on a server, or hydrating what a server rendered, the props are in the store already (the
    // renderer put them there): the content renders at once, as the server's markup has it.
    const serverMarkup = !useClientRender();
    const [propsApplied, setPropsApplied] = useState(false);
    useLayoutEffect(() => setPropsApplied(true), []);
    return propsApplied || serverMarkup ? <Content props={props} /> : null;
  }

  function ExposedComponent(rawProps: Raw) {
    const content = (
      <ChromeProviders>
        <PropsGate rawProps={rawProps} />
      </ChromeProviders>
    );
    // Inside a host slot the host's boundary shows the remote's fallback; alone (a plain page, a
    // host without one) this boundary keeps the error from reaching the page.
    const hasHostBoundary = useContext(InsideChromeErrorBoundary);
    return hasHostBoundary ? content : <ChromeErrorBoundary name={name}>{content}</ChromeErrorBoundary>;
  }
  ExposedComponent.displayName = name;
  return ExposedComponent;
}
