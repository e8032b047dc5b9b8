/**
 * What the chat offers before the first answer; each answer then brings its own suggestions.
 * Each is a kind of question the grounded engine answers (issue 16, Deliver 2).
 */
export const STARTER_QUESTIONS = [
  'How much do we spend each month?',
  'What is due this week?',
  'What is on auto-pay?',
  'What is our net worth?',
] as const;
