import { useChromeStore } from '../store/chrome-store';
import { useClientRender } from './use-client-render';

/** `renderDay` counts these (`utcDayNumber`). */
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The reader's current year (a copyright line's). The server and the render that hydrates its markup take
 * the year of the store's `renderDay` (UTC), the one day both agree on; every later browser render takes the
 * reader's clock, as a page rendered in the browser always did.
 */
export function useCurrentYear(): number {
  const client = useClientRender();
  const renderDay = useChromeStore((state) => state.renderDay);
  return client ? new Date().getFullYear() : new Date(renderDay * dayMs).getUTCFullYear();
}
