/*
 * Test support, not shipped: the payload fuzz suite, shared by the jest files that split the endpoints
 * between jest's workers.
 */
import fc from 'fast-check';
import type { EndpointParser } from './endpoint-parsers';
import { fixtureAnswer } from './endpoint-parsers';
import { mutatedAnswer } from './payload-mutations';

/** Mutated answers per endpoint (issue 13: 10,000 per endpoint schema). */
const answersPerEndpoint = 10_000;

function prototypesAreClean(): boolean {
  const probe = {} as Record<string, unknown>;
  const list = [] as unknown as Record<string, unknown>;
  return (
    probe.polluted === undefined && list.polluted === undefined && !Object.hasOwn(Object.prototype, 'ok')
  );
}

/** Registers one test per endpoint: mutated answers never make its parse function throw. */
export function describePayloadFuzz(endpoints: readonly EndpointParser[]): void {
  beforeEach(() => {
    // Skipped items and ignored fields are warned about by design; the suite judges throws, not warnings.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    `the %s parser survives ${answersPerEndpoint.toLocaleString('en')} mutated answers without a throw`,
    (_name, endpoint) => {
      const valid = fixtureAnswer(endpoint);
      fc.assert(
        fc.property(mutatedAnswer(valid), (answer) => {
          endpoint.parse(answer);
          if (!prototypesAreClean()) throw new Error('a prototype was polluted');
        }),
        { numRuns: answersPerEndpoint },
      );
    },
  );
}
