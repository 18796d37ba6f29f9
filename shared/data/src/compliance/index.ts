export { complianceQueryOptions, compliancePath, useCompliance } from './compliance';
export { emptyCompliance, parseComplianceResponse } from './compliance-schema';
