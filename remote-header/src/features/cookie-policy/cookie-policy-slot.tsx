import { createLazyPart, LoadedPart } from '../../ui/lazy-parts/create-lazy-part';

/** The banner and its rule: their own chunk, fetched only on sub-sites that show the banner (the EU). */
const cookiePolicyBanner = createLazyPart(
  () => import('./cookie-policy-banner').then((module) => module.renderCookiePolicyBanner),
  'cookie policy banner',
);

export function CookiePolicySlot() {
  const render = cookiePolicyBanner.usePart(true);
  return render ? <LoadedPart render={render} props={{}} /> : null;
}
