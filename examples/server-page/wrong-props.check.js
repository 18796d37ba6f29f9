// Not served: `npm run typecheck` only. Each object holds a prop the published types refuse; if the types went
// loose (`any`), the @ts-expect-error would be unused and the type check would fail.

/** @type {import('@site-chrome/host').HeaderProps} */
const wrongTheme = {
  // @ts-expect-error 'purple' is not a theme
  theme: 'purple',
};
/** @type {import('@site-chrome/host').FooterProps} */
const unknownProp = {
  // @ts-expect-error the footer has no `colour` prop
  colour: 'red',
};
/** @type {import('@site-chrome/host').AggregatedSearchProps} */
const wrongVersion = {
  // @ts-expect-error searchVersion 5 is the only contract
  searchVersion: 4,
};

module.exports = { wrongTheme, unknownProp, wrongVersion };
