// The language-region feature's front door: other features, src/app and src/exposed import only what is named here.
export { ExchangeRateTab } from './exchange-rate-tab';
export { LanguageSection, type LanguageRegionDialogProps } from './language-region-dialog';
export { languageRegionPart } from './language-region-part';
export { ServerLanguageLinks } from './server-language-links';
