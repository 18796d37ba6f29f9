import { Select } from '@site-chrome/runtime/ui';
import { useTranslation } from '@site-chrome/runtime';
import { groupSpotMarketsByCategory, type SpotMarket } from '@site-chrome/data/market-lists';
import { memoisePerList } from '@site-chrome/data/search-catalogue';
import { useState } from 'react';
import { panelsNamespace } from '../../../i18n/panels/panel-translations';

/** Grouped once per answer: the panel's body mounts again each time the panel is shown. */
const spotMarketsByCategory = memoisePerList(groupSpotMarketsByCategory);

/** The choice that lists every market, whatever its categories. */
const allCategories = '';

export interface SpotCategory {
  /** Every category the markets carry, in the order they first appear. */
  categories: readonly string[];
  chosen: string;
  choose: (category: string) => void;
  /** The markets of the chosen category (all of them for "All categories"); undefined while loading. */
  markets: readonly SpotMarket[] | undefined;
}

/**
 * Spot markets grouped by their comma-separated category list (header spec section 3, "Spot market
 * item"): a market listed under two categories is found under both. A category the new answer no longer
 * has falls back to all markets.
 */
export function useSpotCategory(data: readonly SpotMarket[] | undefined): SpotCategory {
  const [chosen, choose] = useState(allCategories);
  const byCategory = data === undefined ? undefined : spotMarketsByCategory(data);
  const inCategory = chosen === allCategories ? undefined : byCategory?.[chosen];
  return {
    categories: byCategory === undefined ? [] : Object.keys(byCategory),
    chosen: inCategory === undefined ? allCategories : chosen,
    choose,
    markets: inCategory ?? data,
  };
}

/** The category chooser above the Spot sub-tabs; shown once the markets carry categories. */
export function SpotCategoryChoice({ categories, chosen, choose }: SpotCategory) {
  const { t } = useTranslation(panelsNamespace, { keyPrefix: 'markets' });
  if (categories.length === 0) return null;
  return (
    <Select label={t('spotCategory.label')} value={chosen} onChange={(event) => choose(event.target.value)}>
      <option value={allCategories}>{t('spotCategory.all')}</option>
      {categories.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </Select>
  );
}
