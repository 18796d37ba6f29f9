import { useLayoutEffect, useMemo } from 'react';
import { chromeStore } from '../store/chrome-store';
import type { ResolvedChromeProps } from './chrome-props-schema';
import { hostPropsUpdate } from './host-props-update';
import { parseChromeProps } from './parse-chrome-props';

/**
 * Validates a component's props and feeds them into the page store. The store applies only fields
 * whose host value changed since any component last applied them, so a host re-render, or a remote
 * mounting later with the same props, does not undo what the user chose inside the chrome.
 */
export function useHostProps(rawProps: unknown, componentName: string): ResolvedChromeProps {
  const props = useMemo(() => parseChromeProps(rawProps, componentName).props, [rawProps, componentName]);

  // Layout effect: the store is updated before the first paint, so the chrome never flashes defaults.
  useLayoutEffect(() => {
    chromeStore.getState().applyHostProps(hostPropsUpdate(props));
  }, [props]);

  return props;
}
