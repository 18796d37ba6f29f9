import { useCallback, useLayoutEffect, useState, type KeyboardEvent } from 'react';

export interface ComboboxKeysOptions {
  /** The options drawn now. A new array means new results: the active option starts again. */
  options: readonly unknown[];
  /** While typing, the best match is active at once, so Enter opens it (APG: list autocomplete). */
  autoSelectFirst: boolean;
  optionId: (index: number) => string;
  onEscape: () => void;
}

/**
 * The combobox keys on a search field (WAI-ARIA APG combobox), for AggregatedSearch and the header's own
 * market search: Down and Up move through the options
 * (wrapping), Enter follows the active one, Escape clears the field. Focus never leaves the field; the
 * active option is named by `aria-activedescendant` and scrolled into view.
 */
export function useComboboxKeys({ options, autoSelectFirst, optionId, onEscape }: ComboboxKeysOptions) {
  // The choice belongs to the results it was made in: new results start again from their default.
  const [chosen, setChosen] = useState<{ options: readonly unknown[]; index: number }>();
  const count = options.length;
  const activeIndex =
    chosen?.options === options && chosen.index < count
      ? chosen.index
      : autoSelectFirst && count > 0
        ? 0
        : -1;
  // Stable per result list, so memoised options do not redraw on every keystroke.
  const setActiveIndex = useCallback((index: number) => setChosen({ options, index }), [options]);

  useLayoutEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex < 0 ? (step === 1 ? -1 : count) : activeIndex;
      setActiveIndex((from + step + count) % count);
    } else if (event.key === 'Enter') {
      if (activeIndex < 0) return;
      event.preventDefault();
      // A click on the option's link: the same navigation (and the same bookkeeping) as a pointer's.
      document.getElementById(optionId(activeIndex))?.click();
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      onEscape();
    }
  };

  return { activeIndex, setActiveIndex, onKeyDown };
}
