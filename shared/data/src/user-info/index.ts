export { useUserInfo, userInfoPath } from './user-info';
export type { UserInfo } from './user-info';
export { parseUserInfoResponse, visitorUserInfo } from './user-info-schema';
