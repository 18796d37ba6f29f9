/** A request as the mock API sees it, independent of msw, Node or any framework. */
export type MockRequest = {
  method: string;
  /** Path without origin, e.g. "/apiw/v2/market/spots". A query string left on it is read too. */
  path: string;
  query?: Readonly<Record<string, string | undefined>>;
  cookies?: Readonly<Record<string, string | undefined>>;
  /** Header names in any case. */
  headers?: Readonly<Record<string, string | undefined>>;
  /** The form fields of a POST (`application/x-www-form-urlencoded`), as the adapters read them. */
  form?: Readonly<Record<string, string | undefined>>;
};

/** What the adapters send back: JSON `body` with `status`, after `delayMs` when set. */
export type MockResponse = {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  delayMs?: number;
};

export type MockApiOptions = {
  /** Delay of the `slow` fault. Default 6000 ms, beyond the 4000 ms client time-out. */
  slowDelayMs?: number;
  /**
   * Fixture clock in seconds (upcoming listings are after it). Default `defaultFixtureNowSeconds`. Fixtures are
   * memoised per value, so pass a stable one (for example the server's start time), not the time of each request.
   */
  fixtureNowSeconds?: number;
};
