/** A price for a symbol, as a quote provider reports it. */
export type Quote = { priceMicros: number; asOf: string };

/**
 * Live prices for investment holdings (issue 13). Off by default: Nido works without a network,
 * and prices are entered by hand or imported. When configured, a provider that is slow or down
 * costs one refresh, never anything else.
 */
export type QuoteProvider = {
  readonly name: string;
  /** The latest price of `symbol`, or null when the provider does not know it. */
  quote(symbol: string): Promise<Quote | null>;
};
