import { mountChromePart, useLoad, type ChromeProps, type MountedChrome } from '@site-chrome/runtime';
import { loadRemoteModule, peekRemoteModule } from '@site-chrome/host';
import { memo, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RemoteSlot, type ExposedComponent, type RemoteSlotProps } from './remote-slot';
import { useRemoteGeneration } from './use-remote-generation';

/** The part's name in a module id: `header/Header` → `Header`. */
const partOf = (id: string): string => id.split('/')[1] ?? id;

/** The page's slot element for `part`, written by the server that composed the page (`ssr=1`). */
const serverSlotFor = (part: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-chrome-slot="${part}"]`);

const holdsServerMarkup = (element: Element): boolean =>
  element.querySelector('[data-chrome-fragment]') !== null;

interface ServerSlotProps extends RemoteSlotProps {
  element: HTMLElement;
}

/**
 * A part in the slot a server composed: its remote hydrates the server's markup there (or renders into the
 * slot when the fragment was late). While the remote is on its way, or when it cannot come, the server's
 * markup stays: links that work. Only an empty slot shows the fallback.
 */
function ServerComposedSlot({ id, props, fallback, element }: ServerSlotProps) {
  const part = partOf(id);
  const generation = useRemoteGeneration(id);
  const remote = useLoad(`${id}#${generation}`, () => loadRemoteModule<ExposedComponent>(id), {
    whenLate: 'wait',
    peek: generation > 0 ? () => peekRemoteModule<ExposedComponent>(id) : undefined,
  });
  const mounted = useRef<MountedChrome<ChromeProps> | null>(null);
  const latestProps = useRef(props);
  const [renderFailed, setRenderFailed] = useState(false);

  useEffect(() => {
    if (remote.status !== 'ready' || renderFailed) return;
    const { default: Component, chromeBuild } = remote.value;
    const part = mountChromePart(element, Component, latestProps.current, {
      name: partOf(id),
      build: chromeBuild,
      onRenderError: () => setRenderFailed(true),
    });
    mounted.current = part;
    return () => {
      part.unmount();
      mounted.current = null;
    };
  }, [remote, element, id, renderFailed]);

  useEffect(() => {
    latestProps.current = props;
    mounted.current?.update(props);
  }, [props]);

  const unavailable = renderFailed || !['ready', 'loading', 'idle'].includes(remote.status);
  // Into the slot, beside nothing: the part's own root is gone (failed) or was never made (not loaded).
  return unavailable && !holdsServerMarkup(element) ? createPortal(fallback, element, part) : null;
}

function ServerSlotView(props: RemoteSlotProps) {
  const [element] = useState(() => serverSlotFor(partOf(props.id)));
  // A page composed without this part's slot: the part renders in place, as on the client-only page.
  return element ? <ServerComposedSlot {...props} element={element} /> : <RemoteSlot {...props} />;
}

/** `RemoteSlot` for a page a server composed from fragments (`ssr=1`). */
export const ServerSlot = memo(ServerSlotView);
