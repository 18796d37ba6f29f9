import type { StateCreator } from 'zustand/vanilla';
import { defaultMenuFeatures } from '@site-chrome/rules/sites';
import { utcDayNumber } from '../images/icon-url';
import type { ChromeState, SiteSlice } from './chrome-store-types';

export const initialSiteState: SiteSlice = {
  site: 'main',
  path: '/',
  variant: { hidden: [], testnet: false, phone: false, limits: { uk: false, italy: false }, copper: false },
  user: null,
  menuFeatures: defaultMenuFeatures,
  dynamicData: true,
  newMenuMainSiteOnly: false,
  renderDay: utcDayNumber(new Date()),
};

export const createSiteSlice: StateCreator<ChromeState, [], [], SiteSlice> = () => ({ ...initialSiteState });
