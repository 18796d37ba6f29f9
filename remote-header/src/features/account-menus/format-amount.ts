/** A decimal string in the reader's language (`1,520.4`), or the text itself when it is not a number. */
export function formatAmount(value: string, language: string): string {
  const number = Number(value);
  return Number.isFinite(number) && value.trim() !== ''
    ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(number)
    : value;
}
