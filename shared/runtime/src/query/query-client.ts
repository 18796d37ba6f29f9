import { QueryClient } from '@tanstack/react-query';

/** Builds a client with the chrome's cache defaults; tests build a fresh one per case. */
export function createChromeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Chrome data changes slowly; a refetch on every tab focus would multiply calls across remotes.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        retry: 1,
      },
    },
  });
}

/**
 * The one QueryClient on the page. Because `@site-chrome/runtime` is a federated singleton, every remote
 * gets this instance and a request made by the header is not made again by the footer.
 */
export const chromeQueryClient: QueryClient = createChromeQueryClient();
