/**
 * Sends the browser to another site (Stripe's checkout or portal). One function, so tests can
 * replace it: jsdom cannot navigate away, and its `location.assign` cannot be spied on.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
