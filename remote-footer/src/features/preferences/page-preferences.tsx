import { Suspense } from 'react';
import styled from 'styled-components';
import { useLazyModule } from '../lazy/use-lazy-module';
import { useNearViewport } from '../lazy/use-near-viewport';
import type { PreferenceChoosersProps } from './preference-callbacks';

// The choosers (and their words) are a chunk of their own, fetched as the reader nears the footer's end, so
// they are there before the reader is; the header offers the same choices from the first render.
const loadChoosers = () =>
  import(/* webpackChunkName: "footer-preferences" */ './preference-choosers').then(
    (module) => module.renderPreferenceChoosers,
  );

/* Holds the choosers' height until they arrive, so nothing below them moves when they do. */
const Area = styled.div`
  min-height: 54px;
`;

/** The reader's language and price currency, chosen here (footer spec §4). */
export function PagePreferences(props: PreferenceChoosersProps) {
  const [areaRef, near] = useNearViewport<HTMLDivElement>();
  const renderChoosers = useLazyModule(loadChoosers, near, 'language and currency choosers');
  return (
    <Area ref={areaRef}>
      {renderChoosers ? <Suspense fallback={null}>{renderChoosers(props)}</Suspense> : null}
    </Area>
  );
}
