export { kycStatusPath, useKycStatus } from './kyc-status';
export { parseKycStatusResponse, unknownKycStatus } from './kyc-status-schema';
