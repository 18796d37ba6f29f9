import { Suspense } from 'react';
import styled from 'styled-components';
import { useLazyModule } from '../lazy/use-lazy-module';
import type { PreferenceChoosersProps } from './preference-callbacks';

// The choosers (and their words) are a chunk of their own, fetched as the reader nears the footer, so
// they are there before the reader is; the header offers the same choices from the first render.
const loadChoosers = () =>
  import(/* webpackChunkName: "footer-preferences" */ './preference-choosers').then(
    (module) => module.renderPreferenceChoosers,
  );

/* Holds the choosers' height until they arrive, so nothing below them moves when they do. */
const Area = styled.div`
  min-height: 54px;
`;

/** The reader's language and price currency, chosen here (footer spec §4), once the reader nears the footer. */
export function PagePreferences({ near, ...props }: PreferenceChoosersProps & { near: boolean }) {
  const renderChoosers = useLazyModule(loadChoosers, near, 'language and currency choosers');
  return <Area>{renderChoosers ? <Suspense fallback={null}>{renderChoosers(props)}</Suspense> : null}</Area>;
}
