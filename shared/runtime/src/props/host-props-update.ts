import type { HostPropsUpdate } from '../store/chrome-store-types';
import type { ResolvedChromeProps } from './chrome-props-schema';

/** The fields of validated props that the page store holds (what `applyHostProps` takes). */
export function hostPropsUpdate(props: ResolvedChromeProps): HostPropsUpdate {
  const { site, path, variant, user, theme, language, fiat, menuFeatures, dynamicData } = props;
  return {
    site,
    path,
    variant,
    user,
    theme,
    language,
    fiat,
    menuFeatures,
    dynamicData,
    newMenuMainSiteOnly: props.newMenuMainSiteOnly,
  };
}
