export { crossMarginInfoPath, useCrossMarginInfo } from './cross-margin-info';
export { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './cross-margin-info-schema';
