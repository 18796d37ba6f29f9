import { mockRoutes } from '@site-chrome/dev/mock-api';
import { endpointParsers, describePayloadFuzz } from '@site-chrome/dev/testing/hostile';

// Menus, site data and account calls; every /apiw/v2/ call is in hostile-payloads-markets.test.ts, so
// jest's two workers share the ten thousand answers per endpoint.
describePayloadFuzz(endpointParsers.filter((endpoint) => !endpoint.path.startsWith('/apiw/v2/')));

it('covers every endpoint the mock API answers, except logout and the account switch (their parsers throw on purpose)', () => {
  const logout = [
    '/logout',
    '/api/web/v1/usercenter/logout',
    '/api/web/v1/usercenter/logoutAll',
    // The switch-account dialog's own calls (remote-header/src/features/switch-account/api): an account list
    // that cannot be read whole, or a switch not confirmed, is a failure the reader is told about.
    '/api/web/v1/usercenter/subAccounts',
    '/api/web/v1/usercenter/switchAccount',
  ];
  const fuzzed = new Set(
    endpointParsers.flatMap((endpoint) => [endpoint.path, ...(endpoint.samePathsAs ?? [])]),
  );
  expect(Object.keys(mockRoutes).filter((path) => !logout.includes(path) && !fuzzed.has(path))).toEqual([]);
});
