/** What prices need to be shown in the reader's fiat. */
export interface PriceContext {
  language: string;
  /** The fiat's symbol and units per 1 USD, when the host passed a rate for it. */
  fiat: { code: string; symbol: string; rate: number } | undefined;
  /** Quote currency -> USD per unit. */
  quoteUsd: Readonly<Record<string, number>>;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    // Six significant digits read well from 0.00001234 to 97,000.1; grouping follows the language.
    format = new Intl.NumberFormat(language, { maximumSignificantDigits: 6 });
    formats.set(language, format);
  }
  return format;
}

/**
 * A spot price in the reader's fiat ("€89,240.5"), or in its quote currency ("0.0521 BTC") when the fiat
 * rate or the quote's USD value is unknown; '' for a price that is not a positive number.
 */
export function formatPrice(price: string, quote: string, context: PriceContext): string {
  const value = Number(price);
  if (price === '' || !Number.isFinite(value) || value <= 0) return '';
  const format = numberFormat(context.language);
  const quoteUsd = context.quoteUsd[quote.toUpperCase()];
  if (context.fiat && quoteUsd !== undefined) {
    return `${context.fiat.symbol}${format.format(value * quoteUsd * context.fiat.rate)}`;
  }
  return `${format.format(value)} ${quote.toUpperCase()}`;
}
