import { chromeStore } from '@site-chrome/runtime';
import { useLayoutEffect, useMemo } from 'react';
import type { AggregatedSearchProps, ResolvedSearchProps } from './aggregated-search-props-schema';
import { parseAggregatedSearchProps } from './parse-aggregated-search-props';

/**
 * AggregatedSearch's props hook for `defineExposedComponent`: validates its own contract, and puts the
 * three fields the page store shares (language, theme, fiat) into the store before the first paint. Only
 * those three: the sub-site, user and variant stay whatever the page's other parts set.
 */
/**
 * What the props contain, as a string, so that a new object with the same contents counts as the same props.
 * Props that cannot be serialised (a cycle, a BigInt) are keyed by identity instead: never a throw.
 */
function contentsKey(rawProps: unknown): unknown {
  try {
    return JSON.stringify(rawProps ?? null);
  } catch {
    return rawProps;
  }
}

export function useSearchProps(rawProps: AggregatedSearchProps): ResolvedSearchProps {
  // Hosts build a new props object on every render; parsed again only when its contents change, so the
  // objects inside (rates, whitelist) keep their identity and the results are not redrawn for nothing.
  const key = contentsKey(rawProps);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the contents, read through the closure
  const props = useMemo(() => parseAggregatedSearchProps(rawProps), [key]);
  const { language, theme, currentFiat } = props;
  useLayoutEffect(() => {
    chromeStore.getState().applyHostProps({ language, theme, fiat: currentFiat });
  }, [language, theme, currentFiat]);
  return props;
}
