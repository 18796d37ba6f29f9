export { useUserTier, userTierPath } from './user-tier';
export { parseUserTierResponse, unknownUserTier } from './user-tier-schema';
