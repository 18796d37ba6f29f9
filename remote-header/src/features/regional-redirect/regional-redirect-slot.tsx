import { useHostCallbacks } from '@site-chrome/runtime';
import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';

/** The redirect check: its own chunk, fetched only on pages whose host opted in. */
const regionalRedirect = createLazyPart(
  () => import('./regional-redirect-check').then((module) => module.renderRegionalRedirectCheck),
  'regional redirect',
);

/** Runs the regional-redirect rule only when the host passed `onRegionalRedirect` (its opt-in). */
export function RegionalRedirectSlot() {
  const { onRegionalRedirect } = useHostCallbacks();
  const render = regionalRedirect.usePart(onRegionalRedirect !== undefined);
  return render && onRegionalRedirect ? <LoadedPart render={render} props={{ onRegionalRedirect }} /> : null;
}
