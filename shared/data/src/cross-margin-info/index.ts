export {
  crossMarginInfoPath,
  crossMarginInfoQueryOptions,
  getCrossMarginInfo,
  useCrossMarginInfo,
} from './cross-margin-info';
export type { UseCrossMarginInfoOptions } from './cross-margin-info';
export { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './cross-margin-info-schema';
