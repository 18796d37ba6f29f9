export { complianceQueryOptions, useCompliance } from './compliance';
