export { compliancePath, complianceQueryOptions, getCompliance, useCompliance } from './compliance';
export type { UseComplianceOptions } from './compliance';
export { emptyCompliance, parseComplianceResponse } from './compliance-schema';
