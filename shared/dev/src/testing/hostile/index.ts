/**
 * `@site-chrome/dev/testing/hostile`: hostile input for tests and benchmarks (link vectors, an
 * independent URL oracle, fast-check generators of hostile links and answers, every endpoint's parser).
 * Never federated or bundled.
 */
export { hostileLinkFieldValue } from './link-arbitraries';
export { linkFieldGroups } from './link-fields';
export { judgeRenderedUrl } from './link-oracle';
export { linkVectors } from './link-vectors';
export { endpointParsers, fixtureAnswer } from './endpoint-parsers';
export { mutatedAnswer, shrinkAnswer } from './payload-mutations';
export { storedCopies, unsafeLinksIn } from './stored-copies';
export type { StoredCopy } from './stored-copies';
export { cookieJarWith, corruptedCookieValue, corruptedStoredText } from './corrupted-text';
export { withHostileLinks } from './hostile-answers';

export { describePayloadFuzz } from './payload-fuzz';
