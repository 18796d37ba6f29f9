interface RecentSearchesProps {
  terms: readonly string[];
  label: string;
  clearLabel: string;
  onPick: (term: string) => void;
  onClear: () => void;
}

/** The reader's recent searches as buttons that search again, with one button to forget them all. */
export function RecentSearches({ terms, label, clearLabel, onPick, onClear }: RecentSearchesProps) {
  if (terms.length === 0) return null;
  return (
    <section className="recent" aria-label={label}>
      <div className="recent-heading">
        <h3>{label}</h3>
        <button type="button" className="recent-clear" onClick={onClear}>
          {clearLabel}
        </button>
      </div>
      <ul className="recent-terms">
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className="recent-term" onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
