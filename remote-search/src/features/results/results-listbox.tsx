import type { SearchEntry, SearchKind } from '@site-chrome/data/search-catalogue';
import { ResultOption, type OptionContext } from './result-option';
import type { ShownSection } from './shown-results';

interface ResultsListboxProps {
  id: string;
  label: string;
  sections: readonly ShownSection[];
  /** Group headings on the "All" tab; a kind's own tab lists its options without one. */
  grouped: boolean;
  kindLabel: (kind: SearchKind) => string;
  activeIndex: number;
  optionId: (index: number) => string;
  context: OptionContext;
  query: string;
  onChoose: (entry: SearchEntry, href: string) => void;
  onPoint: (index: number) => void;
}

/** The results as a listbox (ARIA combobox pattern), grouped by kind on the "All" tab. */
export function ResultsListbox({
  id,
  label,
  sections,
  grouped,
  kindLabel,
  activeIndex,
  optionId,
  context,
  query,
  onChoose,
  onPoint,
}: ResultsListboxProps) {
  let index = 0;
  const option = (entry: SearchEntry) => {
    const current = index;
    index += 1;
    return (
      <ResultOption
        key={`${entry.kind}:${entry.row.key}`}
        entry={entry}
        id={optionId(current)}
        index={current}
        active={current === activeIndex}
        context={context}
        query={query}
        onChoose={onChoose}
        onPoint={onPoint}
      />
    );
  };
  return (
    <div id={id} role="listbox" aria-label={label}>
      {grouped
        ? sections.map((section) => (
            <div key={section.kind} role="group" aria-labelledby={`${id}-${section.kind}`}>
              <div role="presentation" id={`${id}-${section.kind}`} className="result-group-label">
                {kindLabel(section.kind)}
              </div>
              {section.entries.map(option)}
            </div>
          ))
        : sections.flatMap((section) => section.entries.map(option))}
    </div>
  );
}
