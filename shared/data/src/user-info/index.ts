export { getUserInfo, useUserInfo, userInfoPath, userInfoQueryOptions } from './user-info';
export type { UseUserInfoOptions, UserInfo } from './user-info';
export { parseUserInfoResponse, visitorUserInfo } from './user-info-schema';
