import { mockRoutes } from '@site-chrome/dev/mock-api';
import { endpointParsers, describePayloadFuzz } from '@site-chrome/dev/testing/hostile';

// Menus, site data and account calls; every /apiw/v2/ call is in hostile-payloads-markets.test.ts, so
// jest's two workers share the ten thousand answers per endpoint.
describePayloadFuzz(endpointParsers.filter((endpoint) => !endpoint.path.startsWith('/apiw/v2/')));

it('covers every endpoint the mock API answers, except logout (its parser throws on purpose)', () => {
  const logout = ['/logout', '/api/web/v1/usercenter/logout', '/api/web/v1/usercenter/logoutAll'];
  const fuzzed = new Set(
    endpointParsers.flatMap((endpoint) => [endpoint.path, ...(endpoint.samePathsAs ?? [])]),
  );
  expect(Object.keys(mockRoutes).filter((path) => !logout.includes(path) && !fuzzed.has(path))).toEqual([]);
});
