import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  hasContent,
  type ApiResult,
} from '@site-chrome/runtime';
import { isSuccessEnvelope, parseList } from '@site-chrome/runtime/schemas';
import { defaultFiatOptions, fiatOptionSchema, readStoredFiatOptions } from './fiat-option';
import type { FiatOption } from './fiat-option';

export const fiatOptionsPath = '/api/web/v1/c2c/buy_crypto_fiat_setting';

/**
 * The list is read without `parseFiatOptionsResponse`'s USD default, so an empty answer stays empty and
 * the cache can prefer the stale copy over the default.
 */
export function parseFiatOptionList(raw: unknown): FiatOption[] {
  return isSuccessEnvelope(raw) ? parseList(fiatOptionSchema, raw.data, 'fiat option') : [];
}

/** Buy-crypto fiats and their payment methods (`data` is the list itself). */
function getFiatOptions(signal?: AbortSignal): Promise<ApiResult<FiatOption[]>> {
  return apiGetResult(fiatOptionsPath, { parse: parseFiatOptionList, signal });
}

export const fiatOptionsPersister = createCachePersister<FiatOption[]>({
  cacheName: chromeCacheNames.fiatOptions,
  accept: hasContent,
  readStored: readStoredFiatOptions,
});

function fiatOptionsQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.fiatOptions(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getFiatOptions(signal),
      fallback: defaultFiatOptions,
    }),
    persister: fiatOptionsPersister.persisterFn,
  });
}

export interface UseFiatOptionsOptions {
  /** Default true; the pay-with panel passes true once opened. */
  enabled?: boolean;
}

export function useFiatOptions({ enabled = true }: UseFiatOptionsOptions = {}) {
  return useQuery({ ...fiatOptionsQueryOptions(), enabled });
}

export type { FiatOption } from './fiat-option';
