import { highlightMatch } from '@site-chrome/rules/search';

/** Text with the part the reader typed marked (`<mark>`), as every result shows it. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return highlightMatch(text, query).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
