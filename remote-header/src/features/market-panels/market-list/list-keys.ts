/**
 * The row a key moves to in a list of `count` rows (ArrowUp/Down, Home/End, PageUp/PageDown by a screen),
 * or undefined for a key the list leaves alone (Enter opens the focused link, Escape closes the dropdown).
 */
export function rowForKey(
  key: string,
  current: number,
  count: number,
  rowsPerPage: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const from = Math.min(Math.max(current, 0), last);
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(from + rowsPerPage, last);
    case 'PageUp':
      return Math.max(from - rowsPerPage, 0);
    default:
      return undefined;
  }
}
