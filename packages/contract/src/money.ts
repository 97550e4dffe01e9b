// Money is integer cents inside and dollars on the wire (the spec's `price`, `packagePrice`);
// these are the only conversions and the only formats, for the server and the web app alike.

/** Dollars to integer cents, rounded to the nearest cent: 49.99 -> 4999. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to the wire's price in dollars: 4900 -> 49, 1999 -> 19.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** A price in dollars as shown, with two decimals: 49 -> "49.00". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}

/** Dollars as the spec shows them: "$49.00". */
export function formatUsd(dollars: number): string {
  return `$${formatPrice(dollars)}`;
}

/** Dollars with thousands separators, for totals: "$12,345.00". */
export function formatUsdTotal(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
