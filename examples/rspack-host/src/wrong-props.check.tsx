// Not bundled: `npm run typecheck` only. Each line passes a prop the published types refuse; if the types went
// loose (`any`), the @ts-expect-error would be unused and the type check would fail.
import { ChromeSlot } from '@site-chrome/host';

const header = { site: 'main', language: 'en', theme: 'purple', user: null, path: '/' } as const;
// @ts-expect-error 'purple' is not a theme
export const wrongTheme = <ChromeSlot id="header/Header" props={header} />;
// @ts-expect-error the footer has no `colour` prop
export const unknownProp = <ChromeSlot id="footer/Footer" props={{ site: 'main', colour: 'red' }} />;
// @ts-expect-error searchVersion 5 is the only contract
export const wrongVersion = <ChromeSlot id="search/AggregatedSearch" props={{ searchVersion: 4 }} />;
