import type { StateCreator } from 'zustand/vanilla';
import type { ChromeState, SiteSlice } from './chrome-store-types';

export const initialSiteState: SiteSlice = {
  site: 'main',
  path: '/',
  variant: { hidden: [], testnet: false, phone: false, limits: { uk: false, italy: false }, copper: false },
  user: null,
};

export const createSiteSlice: StateCreator<ChromeState, [], [], SiteSlice> = () => ({ ...initialSiteState });
