// Not bundled: `npm run typecheck` only. Each line passes a prop the published types refuse; if the types went
// loose (`any`), the @ts-expect-error would be unused and the type check would fail.
import { AggregatedSearch, Footer, Header } from './chrome';

// @ts-expect-error 'purple' is not a theme
export const wrongTheme = <Header site="main" language="en" theme="purple" user={null} path="/" />;
// @ts-expect-error the footer has no `colour` prop
export const unknownProp = <Footer site="main" colour="red" />;
// @ts-expect-error searchVersion 5 is the only contract
export const wrongVersion = <AggregatedSearch searchVersion={4} />;
