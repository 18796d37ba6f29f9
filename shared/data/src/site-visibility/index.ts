export { useSiteVisibility, useVisibilityInput } from './use-site-visibility';
