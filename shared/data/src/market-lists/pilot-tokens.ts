import { chromeCacheNames, chromeQueryKeys, hasContent } from '@site-chrome/runtime';
import { parsePilotTokensResponse, readStoredPilotTokens, type PilotToken } from './pilot-token';
import { defineTimezoneMarketList } from './timezone-market-list';

/** Pilot (on-chain) tokens. */
const pilotTokens = defineTimezoneMarketList<PilotToken[]>({
  path: '/apiw/v2/pilot/markets',
  exchangeType: 'PILOT_ALL',
  parse: parsePilotTokensResponse,
  cacheName: chromeCacheNames.pilotTokens,
  accept: hasContent,
  readStored: readStoredPilotTokens,
  empty: () => [],
  queryKey: chromeQueryKeys.pilotTokens,
});

export const pilotTokensPath = pilotTokens.path;
export const pilotTokensPersister = pilotTokens.persister;
export const usePilotTokens = pilotTokens.useMarketList;

export type { PilotToken } from './pilot-token';
