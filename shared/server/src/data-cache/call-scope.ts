import { AsyncLocalStorage } from 'node:async_hooks';

interface CallScope {
  language: string;
  site: string;
}

const scopes = new AsyncLocalStorage<CallScope>();

/**
 * The language and sub-site of the render a server-side API call is made for. The API client is one per
 * process (`configureApiClient`), and its language header chooses what some answers say (announcements):
 * read per call from the render that asked, two renders in two languages at once each get their own.
 */
export const currentCallScope = (): CallScope | undefined => scopes.getStore();

/** Runs `work` (and every call it starts, awaited or not) for a render in `scope`. */
export const withCallScope = <Result>(scope: CallScope, work: () => Result): Result =>
  scopes.run(scope, work);
