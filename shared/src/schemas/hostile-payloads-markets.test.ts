import { endpointParsers } from '../testing/hostile/endpoint-parsers';
import { describePayloadFuzz } from '../testing/hostile/payload-fuzz';

// The market lists and notices (every /apiw/v2/ call); the rest are in hostile-payloads-site.test.ts.
describePayloadFuzz(endpointParsers.filter((endpoint) => endpoint.path.startsWith('/apiw/v2/')));
