const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When access ends ("Mar 5, 2026"), in the reader's own calendar: it ends at a moment, not a day. */
export function formatAccessDate(iso: string): string {
  return DATE.format(new Date(iso));
}
