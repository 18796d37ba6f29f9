import { chromeStore } from '@site-chrome/shared';
import { useLayoutEffect, useMemo } from 'react';
import type { AggregatedSearchProps, ResolvedSearchProps } from './aggregated-search-props-schema';
import { parseAggregatedSearchProps } from './parse-aggregated-search-props';

/**
 * AggregatedSearch's props hook for `defineExposedComponent`: validates its own contract, and puts the
 * three fields the page store shares (language, theme, fiat) into the store before the first paint. Only
 * those three: the sub-site, user and variant stay whatever the page's other parts set.
 */
export function useSearchProps(rawProps: AggregatedSearchProps): ResolvedSearchProps {
  // Hosts build a new props object on every render; parsed again only when its contents change, so the
  // objects inside (rates, whitelist) keep their identity and the results are not redrawn for nothing.
  const serialised = JSON.stringify(rawProps ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the contents, read through the closure
  const props = useMemo(() => parseAggregatedSearchProps(rawProps), [serialised]);
  const { language, theme, currentFiat } = props;
  useLayoutEffect(() => {
    chromeStore.getState().applyHostProps({ language, theme, fiat: currentFiat });
  }, [language, theme, currentFiat]);
  return props;
}
