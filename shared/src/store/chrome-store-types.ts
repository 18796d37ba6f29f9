import type { Language } from '../i18n/languages';
import type { ChromeUser, ChromeVariant } from '../props/chrome-props-schema';
import type { Theme } from '../settings/settings-values';
import type { SiteKey } from '../sites/site-table';

/** Where the page is and who looks at it; set by the host through props. */
export interface SiteSlice {
  site: SiteKey;
  path: string;
  variant: ChromeVariant;
  user: ChromeUser | null;
}

/** Choices the user can change from inside the chrome; every remote on the page follows them. */
export interface SettingsSlice {
  theme: Theme;
  /** True once the user changed the theme themselves (spec: "sets a flag that the skin was changed"). */
  skinChanged: boolean;
  language: Language;
  fiat: string;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => Theme;
  setLanguage: (language: Language) => void;
  setFiat: (fiat: string) => void;
}

/** Host props as they flow into the store: only the fields a component saw change. */
export type HostPropsUpdate = Partial<
  Pick<SiteSlice, 'site' | 'path' | 'variant' | 'user'> & Pick<SettingsSlice, 'theme' | 'language' | 'fiat'>
>;

export interface HostPropsSlice {
  applyHostProps: (update: HostPropsUpdate) => void;
}

export type ChromeState = SiteSlice & SettingsSlice & HostPropsSlice;
