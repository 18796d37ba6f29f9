import type { KeyboardEvent } from 'react';
import type { SearchTab } from './shown-results';

interface ResultTabsProps {
  tabs: readonly SearchTab[];
  selected: SearchTab;
  onSelect: (tab: SearchTab) => void;
  labelOf: (tab: SearchTab) => string;
  /** Matches per tab, shown beside its name. */
  countOf: (tab: SearchTab) => number;
  label: string;
  idPrefix: string;
  panelId: string;
}

/** The result kinds as tabs (WAI-ARIA tabs: arrow keys move and choose, Home and End jump). */
export function ResultTabs({
  tabs,
  selected,
  onSelect,
  labelOf,
  countOf,
  label,
  idPrefix,
  panelId,
}: ResultTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const current = tabs.indexOf(selected);
    let next: number | undefined;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    event.currentTarget.ownerDocument.getElementById(`${idPrefix}-${tab}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="result-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${idPrefix}-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
          <span className="result-tab-count" aria-hidden="true">
            {countOf(tab)}
          </span>
        </button>
      ))}
    </div>
  );
}
