import { loadChunk, useLoad } from '@site-chrome/runtime';
import { Suspense } from 'react';
import styled from 'styled-components';
import type { PreferenceChoosersProps } from './preference-callbacks';

// The choosers (and their words) are a chunk of their own, fetched as the reader nears the footer, so
// they are there before the reader is; the header offers the same choices from the first render.
const loadChoosers = () =>
  loadChunk("the footer's language and currency choosers", () =>
    import(/* webpackChunkName: "footer-preferences" */ './preference-choosers').then(
      (module) => module.renderPreferenceChoosers,
    ),
  );

/* Holds the choosers' height until they arrive, so nothing below them moves when they do. */
const Area = styled.div`
  min-height: 54px;
`;

/** The reader's language and price currency, chosen here (footer spec §4), once the reader nears the footer. */
export function PagePreferences({ near, ...props }: PreferenceChoosersProps & { near: boolean }) {
  // If they cannot be had (reported once), the area stays empty: the header offers the same choices.
  const choosers = useLoad('footer-preference-choosers', loadChoosers, { wanted: near });
  return (
    <Area>
      {choosers.status === 'ready' ? <Suspense fallback={null}>{choosers.value(props)}</Suspense> : null}
    </Area>
  );
}
