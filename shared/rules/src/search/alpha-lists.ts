type NumericField = number | string | null | undefined;

/** Servers send these as numbers or numeric strings; anything else has no place in the order. */
function toFiniteNumber(value: NumericField): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Rows without a usable value go last, keeping their order (Array.prototype.sort is stable). */
function sortByNumber<Row>(rows: readonly Row[], read: (row: Row) => NumericField, direction: 1 | -1): Row[] {
  return [...rows].sort((first, second) => {
    const firstValue = toFiniteNumber(read(first));
    const secondValue = toFiniteNumber(read(second));
    if (firstValue === undefined || secondValue === undefined) {
      return Number(firstValue === undefined) - Number(secondValue === undefined);
    }
    return (firstValue - secondValue) * direction;
  });
}

/**
 * The Alpha "hot" tab: `hot_rank` ascending (rank 1 first). Rank 0 or below is how the server says
 * "unranked", so those tokens go last with the others that have no rank. Returns a new array.
 */
export function sortAlphaHotList<Row extends { hot_rank?: NumericField }>(rows: readonly Row[]): Row[] {
  return sortByNumber(
    rows,
    (row) => {
      const rank = toFiniteNumber(row.hot_rank);
      return rank !== undefined && rank > 0 ? rank : undefined;
    },
    1,
  );
}

/** The Alpha "new" tab: `buy_start` descending (latest first). Returns a new array. */
export function sortAlphaNewList<Row extends { buy_start?: NumericField }>(rows: readonly Row[]): Row[] {
  return sortByNumber(rows, (row) => row.buy_start, -1);
}
