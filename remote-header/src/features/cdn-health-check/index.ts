// The cdn-health-check feature's front door: other features, src/app and src/exposed import only what is named here.
export { isSkippedChannel } from './skip-rules';
export { useCdnHealthCheck } from './use-cdn-health-check';
