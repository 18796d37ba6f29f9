import { fiatOptionsPersister } from './testing';
import {
  alphaTokensPersister,
  futuresContractsPersister,
  menuTabsPersister,
  optionsUnderlyingsPersister,
  pilotTokensPersister,
  preMarketPersister,
  spotMarketsPersister,
} from './testing';

/*
 * Header spec section 9 names the caches. The names are written out here, not read from chromeCacheNames:
 * renaming one there (or giving an endpoint another name) fails this test, since a stored copy under another
 * name is a copy the exchange's other pages never find.
 */
describe("the stored copies carry the spec's cache names", () => {
  it.each([
    ['menu_web_trade_v2', menuTabsPersister],
    ['all_market_v2', spotMarketsPersister],
    ['apiFutureContracts_v2', futuresContractsPersister],
    ['options_data', optionsUnderlyingsPersister],
    ['preMarket_v2', preMarketPersister],
    ['pilot_market_data', pilotTokensPersister],
    ['alpha_market_data', alphaTokensPersister],
    ['buy_crypto_fiat_setting', fiatOptionsPersister],
  ] as const)('%s', (cacheName, persister) => {
    expect(persister.storageKeyFor(['any', 'key'])).toMatch(new RegExp(`^${cacheName}-[^-]`));
  });
});
