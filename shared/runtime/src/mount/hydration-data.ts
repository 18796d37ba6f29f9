import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import * as z from '@site-chrome/runtime/schema-kit';
import { fragmentParameters } from '../fragments/fragment-parameter-names';
import { chromePropsSchema, type ChromeProps } from '../props/chrome-props-schema';
import { isPlainObject } from '@site-chrome/runtime/schemas';

/** What the browser needs to draw exactly the server's markup before it draws the page's. */
export interface FragmentHydrationData {
  /** The build that rendered it: hydrating another build's markup would not match. */
  build: string;
  /** The props the server rendered with (serialisable chrome props; no callbacks). */
  props: Record<string, unknown>;
  /** The store's `renderDay` on the server. */
  renderDay: number;
  /** The server's query cache, dehydrated: the browser asks for none of it again. */
  queries: DehydratedState;
}

/**
 * One answer as a fragment server writes it (`hydrationQueries` in @site-chrome/server, issue 41): its key,
 * hash, data and time. The rest of a dehydrated query's state is the same for every successful answer, so
 * it does not travel: `readHydrationData` puts it back (`answeredState`).
 */
export interface HydrationQuery {
  queryKey: QueryKey;
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number; status: 'success' };
}

/** The hydration data as a fragment server writes it: `FragmentHydrationData` with its answers short. */
export type WrittenHydrationData = Omit<FragmentHydrationData, 'queries'> & {
  queries: { queries: HydrationQuery[]; mutations: [] };
};

/** What `dehydrate` writes for a successful, idle answer besides its data and time. */
const answeredState = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  fetchStatus: 'idle',
} as const;

/**
 * The props a fragment can carry: those of its URL (`encodeFragmentQuery`), `signedIn` having become a
 * `user` on the server. Callbacks, `errorReporting` and `fiatChange` never travel.
 */
const fragmentPropKeys: readonly string[] = fragmentParameters.filter(
  // `country` goes to the render context, `signedIn` becomes `user`: neither is a prop.
  (name): name is Exclude<typeof name, 'country' | 'signedIn'> & keyof ChromeProps =>
    name !== 'country' && name !== 'signedIn',
);

/**
 * A query as `dehydrate` writes it (only successful ones are written). The hash is checked against the key:
 * `hydrate` files the answer under the hash it is given, so another hash would answer another query.
 */
const dehydratedQuerySchema = z
  .object({
    queryKey: z.array(z.unknown()).check(z.minLength(1)),
    queryHash: z.string(),
    state: z.object({ dataUpdatedAt: z.number(), status: z.literal('success') }),
  })
  .check(z.refine((query) => query.queryHash === hashKey(query.queryKey)));

const hydrationDataSchema = z.object({
  build: z.string().check(z.minLength(1)),
  props: chromePropsSchema,
  renderDay: z.int(),
  queries: z.object({
    queries: z.array(dehydratedQuerySchema),
    // The server's cache has no mutations to hand over.
    mutations: z.array(z.unknown()).check(z.refine((mutations) => mutations.length === 0)),
  }),
});

/** Whether `input` has a key its schema's output lacks: zod objects drop unknown keys without a word. */
function hasUnknownKey(input: unknown, output: unknown): boolean {
  return (
    isPlainObject(input) &&
    isPlainObject(output) &&
    Object.entries(input).some(
      ([key, value]) => !Object.hasOwn(output, key) || hasUnknownKey(value, output[key]),
    )
  );
}

export type HydrationDataReading =
  | { ok: true; data: FragmentHydrationData }
  /** `problem` names the field (ours, never the data's text). */
  | { ok: false; problem: string };

/**
 * The hydration data of a fragment, if it is what a fragment server writes: the props pass the props schema
 * with no key a fragment does not carry (at any depth), and the queries are successful answers filed under
 * their own keys. Anything else is not hydrated: the part renders afresh, as on a page without a server.
 */
export function readHydrationData(text: string): HydrationDataReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = hydrationDataSchema.safeParse(json);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.');
    return { ok: false, problem: `${path || 'data'} does not match its schema` };
  }
  const data = json as FragmentHydrationData;
  if (
    Object.keys(data).some((key) => !Object.hasOwn(parsed.data, key)) ||
    Object.keys(data.props).some((key) => !fragmentPropKeys.includes(key)) ||
    hasUnknownKey(data.props, parsed.data.props)
  )
    return { ok: false, problem: 'a key a fragment does not carry' };
  // The data as written, not the schema's output, with each answer's state whole again: `hydrate` takes
  // every field of it, and a field it lacks would be `undefined` in the page's cache.
  const queries = data.queries.queries.map((query) => ({
    ...query,
    state: { ...answeredState, ...query.state },
  }));
  return { ok: true, data: { ...data, queries: { ...data.queries, queries } } };
}
