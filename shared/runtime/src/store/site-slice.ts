import type { StateCreator } from 'zustand/vanilla';
import { defaultMenuFeatures } from '@site-chrome/rules/sites';
import { utcDayNumber } from '@site-chrome/runtime/schemas';
import type { ChromeState, SiteSlice } from './chrome-store-types';

export const initialSiteState: Omit<SiteSlice, 'renderDay'> = {
  site: 'main',
  path: '/',
  variant: { hidden: [], testnet: false, phone: false, limits: { uk: false, italy: false }, copper: false },
  user: null,
  menuFeatures: defaultMenuFeatures,
  dynamicData: true,
  newMenuMainSiteOnly: false,
};

export const createSiteSlice: StateCreator<ChromeState, [], [], SiteSlice> = () => ({
  ...initialSiteState,
  renderDay: utcDayNumber(new Date()),
});
