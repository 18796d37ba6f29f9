export { commonDataQueryOptions, useCommonData, useSitePaths } from './common-data';
