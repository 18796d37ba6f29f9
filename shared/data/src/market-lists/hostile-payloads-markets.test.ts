import { endpointParsers, describePayloadFuzz } from '@site-chrome/dev/testing/hostile';

// The market lists and notices (every /apiw/v2/ call); the rest are in hostile-payloads-site.test.ts.
describePayloadFuzz(endpointParsers.filter((endpoint) => endpoint.path.startsWith('/apiw/v2/')));
