export { commonDataPath, commonDataQueryOptions, useCommonData, useSitePaths } from './common-data';
export { defaultCommonData, parseCommonDataResponse } from './common-data-schema';
