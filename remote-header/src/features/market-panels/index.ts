// The market-panels feature's front door: other features, src/app and src/exposed import only what is named here.
export { allMarkets, extraPanelMarket, type MarketKey } from './market-keys';
export { marketPanel } from './market-panel-part';
export { DropdownOpenContext, PanelShowingContext, ShownContext } from './panel-showing';
export { MarketPanelShell } from './market-panel-shell';
