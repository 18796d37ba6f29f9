export { commonDataQueryOptions, useCommonData, useSitePaths } from './common-data';
export { siteDefaults } from './site-defaults';
