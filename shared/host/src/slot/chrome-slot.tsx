import type { ChromeProps } from '@site-chrome/runtime';
import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ChromeComponentModules } from '../chrome-modules';
import { mountChromeSlot } from './mount-chrome-slot';

/** The exposed components a React page renders: `header/Header`, `footer/Footer`, ... */
type ChromeComponentId = keyof ChromeComponentModules;
type PropsOf<Id extends ChromeComponentId> =
  ChromeComponentModules[Id]['default'] extends ComponentType<infer Props extends object> ? Props : never;

export interface ChromeSlotProps<Id extends ChromeComponentId> {
  id: Id;
  /** The part's props, checked against the ones the kit publishes for `id` (`HeaderProps`, ...). */
  props: PropsOf<Id>;
  /** Drawn while the part is late past its deadline, when its remote cannot load, or when it fails to render. */
  fallback?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A part mounted by one `ChromeSlot`; `leaving` from its effect's cleanup until its unmount, after the commit. */
interface MountedPart<Id> {
  id: Id;
  handle: ReturnType<typeof mountChromeSlot>;
  leaving: boolean;
}

function mountPart<Id extends ChromeComponentId>(
  element: Element,
  id: Id,
  props: PropsOf<Id>,
  showFallback: (shown: boolean) => void,
): MountedPart<Id> {
  const part = { id, leaving: false } as MountedPart<Id>;
  part.handle = mountChromeSlot(element, {
    id,
    // The kit's component props are chrome props or the search's; the slot passes them on as they are.
    props: props as ChromeProps,
    fallback: {
      show: () => showFallback(true),
      // Gone before the part's own root takes the element: React must not find its nodes replaced. A slot
      // on its way out sets no state.
      hide: () => {
        if (!part.leaving) flushSync(() => showFallback(false));
      },
    },
  });
  return part;
}

/** Same keys, same values: a page writing `props={{ ...chrome }}` each render does not redraw the part. */
const shallowEqual = (a: object, b: object): boolean => {
  const aKeys = Object.keys(a);
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
};

/**
 * A React page's way to put a part of the chrome on it: `<ChromeSlot id="header/Header" props={chrome} />`.
 * `React.lazy` inside `Suspense` throws when a remote is down and takes the page with it; this hands the part
 * to `mountChromeSlot`, which owns its whole life (deadline, fallback, late arrival, render error, stale-build
 * redraw), so a dead remote leaves its fallback (or nothing) and the rest of the page stands.
 */
export function ChromeSlot<Id extends ChromeComponentId>({
  id,
  props,
  fallback,
  className,
  style,
}: ChromeSlotProps<Id>) {
  const element = useRef<HTMLDivElement>(null);
  const slot = useRef<MountedPart<Id> | null>(null);
  const [fallbackShown, setFallbackShown] = useState(false);
  // Read by the mount effect: the props of the render that mounts are the latest ones (no remount for them).
  const latestProps = useRef(props);

  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const kept = slot.current;
    // StrictMode runs the effect, its cleanup and the effect again in one commit: the slot whose unmount
    // is still pending is taken back, never a second part mounted beside it.
    const mounted =
      kept?.id === id && kept.leaving ? kept : mountPart(target, id, latestProps.current, setFallbackShown);
    mounted.leaving = false;
    slot.current = mounted;
    return () => {
      mounted.leaving = true;
      // After this commit: a root unmounted while React commits another would race it.
      queueMicrotask(() => {
        if (!mounted.leaving) return;
        mounted.handle.unmount();
        if (slot.current === mounted) slot.current = null;
      });
    };
  }, [id]);

  // Shallow: a page passes a new object each render; only a changed value reaches the part (`update`).
  useEffect(() => {
    if (shallowEqual(latestProps.current, props)) return;
    latestProps.current = props;
    slot.current?.handle.update(props as ChromeProps);
  }, [props]);

  return (
    <div ref={element} className={className} style={style} data-chrome-slot-id={id}>
      {fallbackShown ? fallback : null}
    </div>
  );
}
