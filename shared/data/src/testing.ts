/**
 * `@site-chrome/data/testing`: each endpoint's path, parser, default, stored-copy reader and persister, for
 * tests, the mock API (`@site-chrome/dev`), the hostile-input kit and the benches. Not federated (the build
 * shares only the endpoint folders, `webpack/src/shared-singletons.ts`), so none of these names ships in an
 * entry every page loads: a shared entry cannot be tree-shaken, and every name it exports keeps its code.
 */
import { accountMode } from './account/account-mode';
import { crossMarginInfo } from './account/cross-margin-info';
import { kycStatus } from './account/kyc-status';
import { userInfo } from './account/user-info';
import { userTier } from './account/user-tier';

// The signed-in endpoints (`@site-chrome/data/account`)
export const userInfoPath = userInfo.path;
export const accountModePath = accountMode.path;
export const kycStatusPath = kycStatus.path;
export const userTierPath = userTier.path;
export const crossMarginInfoPath = crossMarginInfo.path;
export { parseUserInfoResponse, visitorUserInfo } from './account/user-info-schema';
export { defaultAccountMode, parseAccountModeResponse } from './account/account-mode-schema';
export { parseKycStatusResponse, unknownKycStatus } from './account/kyc-status-schema';
export { parseUserTierResponse, unknownUserTier } from './account/user-tier-schema';
export { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './account/cross-margin-info-schema';

// Site-wide data
export { announcementsPath } from './announcements/announcements';
export { parseAnnouncementsResponse } from './announcements/announcement';
export { commonDataPath } from './common-data/common-data';
export { defaultCommonData, parseCommonDataResponse } from './common-data/common-data-schema';
export { compliancePath } from './compliance/compliance';
export { emptyCompliance, parseComplianceResponse } from './compliance/compliance-schema';
export { footerMenuPath } from './footer-menu/footer-menu';
export { parseFooterMenuResponse } from './footer-menu/footer-menu-item';
export { headerMenuPath, headerMenuPersisterFor } from './header-menu/header-menu';
export { maximumMenuDepth, readStoredMenu } from './header-menu/parse-menu';
export { remoteMenuConfigPath } from './remote-menu-config/remote-menu-config';

// Panels
export { chatRoomStatePath } from './chat-room/chat-room';
export { emptyChatRoomState, parseChatRoomStateResponse } from './chat-room/chat-room-schema';
export { fiatMarketRatesPath } from './fiat-market-rates/fiat-market-rates';
export { parseFiatMarketRatesResponse } from './fiat-market-rates/fiat-market-rates-schema';
export { fiatOptionsPath, fiatOptionsPersister, parseFiatOptionList } from './fiat-options/fiat-options';
export {
  defaultFiatOptions,
  parseFiatOptionsResponse,
  readStoredFiatOptions,
} from './fiat-options/fiat-option';
export { noticesPath } from './notices/notices';
export { notificationSchema, parseNotificationsResponse } from './notices/notification';

// Market lists
export { parseSpotRows, parseSpotMarketsResponse, readStoredSpotMarkets } from './market-lists/spot-market';
export { spotMarketsPath, spotMarketsPersister } from './market-lists/spot-markets';
export { parseFuturesContractsResponse, readStoredFuturesContracts } from './market-lists/futures-contract';
export { futuresContractsPath, futuresContractsPersister } from './market-lists/futures-contracts';
export { parseAlphaTokensResponse, readStoredAlphaTokens } from './market-lists/alpha-token';
export { alphaTokensPath, alphaTokensPersister } from './market-lists/alpha-tokens';
export { parseDeliveryContractsResponse } from './market-lists/delivery-contract';
export { deliveryContractsPath } from './market-lists/delivery-contracts';
export { parseMenuTabsResponse, readStoredMenuTabs } from './market-lists/menu-tab';
export { menuTabsPath, menuTabsPersister } from './market-lists/menu-tabs';
export {
  defaultOptionsMarket,
  parseOptionsUnderlyingsResponse,
  readStoredOptionsUnderlyings,
} from './market-lists/options-underlying';
export { optionsUnderlyingsPath, optionsUnderlyingsPersister } from './market-lists/options-underlyings';
export { parsePilotTokensResponse, readStoredPilotTokens } from './market-lists/pilot-token';
export { pilotTokensPath, pilotTokensPersister } from './market-lists/pilot-tokens';
export { parsePreMarketResponse, readStoredPreMarketCurrencies } from './market-lists/pre-market-currency';
export { preMarketPath, preMarketPersister } from './market-lists/pre-market';
