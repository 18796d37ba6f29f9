export {
  commonDataPath,
  commonDataQueryOptions,
  getCommonData,
  useCommonData,
  useSitePaths,
} from './common-data';
export type { CommonDataParams, UseCommonDataOptions } from './common-data';
export { defaultCommonData, parseCommonDataResponse } from './common-data-schema';
