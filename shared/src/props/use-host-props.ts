import { useLayoutEffect, useMemo, useRef } from 'react';
import { chromeStore } from '../store/chrome-store';
import type { HostPropsUpdate } from '../store/chrome-store-types';
import type { ResolvedChromeProps } from './chrome-props-schema';
import { parseChromeProps } from './parse-chrome-props';

const storeFields = ['site', 'path', 'variant', 'user', 'theme', 'language', 'fiat'] as const;

/**
 * Validates a component's props and feeds the fields it saw change into the page store. Only changes
 * are applied, so a host that re-renders with the same props does not undo what the user chose
 * inside the chrome (for example the theme they just toggled).
 */
export function useHostProps(rawProps: unknown, componentName: string): ResolvedChromeProps {
  const props = useMemo(() => parseChromeProps(rawProps, componentName).props, [rawProps, componentName]);
  const lastApplied = useRef<Record<string, string>>({});

  // Layout effect: the store is updated before the first paint, so the chrome never flashes defaults.
  useLayoutEffect(() => {
    const update: Record<string, unknown> = {};
    for (const field of storeFields) {
      const serialised = JSON.stringify(props[field]);
      if (lastApplied.current[field] === serialised) continue;
      lastApplied.current[field] = serialised;
      update[field] = props[field];
    }
    if (Object.keys(update).length > 0) chromeStore.getState().applyHostProps(update as HostPropsUpdate);
  }, [props]);

  return props;
}
