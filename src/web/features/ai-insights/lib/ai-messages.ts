/** Spec §8 "AI": the assistant's toasts, word for word. */
export const AI_MESSAGES = {
  notAuthenticatedTitle: 'Not authenticated',
  notAuthenticatedText: 'Please log in to use AI features',
  errorTitle: 'Error',
  /** Chat's generic failure; the other actions show the server's message instead. */
  chatFailedText: 'Failed to process request',
  forecastGenerated: '3-month forecast generated',
  portfolioReady: 'Investment insights ready',
  recommendationsReady: 'AI has analyzed your finances',
} as const;

/** Spec §8: "Found N unusual transactions", N being how many were found. */
export function anomaliesFoundMessage(count: number): string {
  return `Found ${count} unusual transactions`;
}
