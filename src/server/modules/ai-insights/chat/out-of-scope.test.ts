import { describe, expect, it } from 'vitest';
import { isOutOfScope } from './out-of-scope';
import { normalizeText } from './text/normalize';

const declined = (question: string) => isOutOfScope(normalizeText(question));

describe('questions declined whatever the records hold', () => {
  it.each([
    "What will Microsoft's share price be tomorrow?",
    'Is it worth keeping the umbrella policy?',
    'How much did SCHD pay us in dividends this year?',
    "What's the copay for a specialist?",
    'What is the routing number for our checking?',
    "What's the password to Jordan's Gmail?",
    'pin for the debit card?',
    "What's the combination to the safe?",
    'Would our wills hold up in court if one of our relatives contested them?',
    'Is a million dollars of life insurance enough for a family like ours?',
    'How much life insurance do we need?',
    "When does Leo's preschool close for winter break?",
    'What are the opening hours of the Chase branch?',
    "When is the probate court hearing for Sam's will scheduled?",
    'Is there a court date for the estate yet?',
    "Has Northwestern Mutual paid the death claim on Sam's policy yet?",
    'What were their realized capital gains in the Schwab account for 2025?',
    "What did the hospital bill for Jordan's last stay come to?",
    'What was the balance in Chase Total Checking at the end of last year?',
    'What was our net worth last year?',
    'How much did we have in savings two years ago?',
    'What percentage return did the Roth earn in 2025?',
    'How did the 401k perform last year?',
    "What's the annualized return on the brokerage?",
    'How much has the Schwab account gained year to date?',
  ])('declines %s', (question) => {
    expect(declined(question)).toBe(true);
  });

  it.each([
    'Who owns the Roth IRA and what is it worth?',
    'How many shares of the dividend ETF do we hold?',
    'What is the checking account worth today?',
    'where do we keep the password manager kit',
    'Where are our passwords written down?',
    'Who has the combination to the safe?',
    'How much life insurance do we have for the family?',
    'When is the next Bright Horizons payment?',
    'Who did Jordan name in the will, and who witnessed it?',
    'What is the unrealized gain on the Schwab account?',
    'How much is the health insurance bill?',
    'What was the original balance of the car loan?',
    'When was the will last reviewed?',
    'What was the house worth when we bought it in 2019?',
    'How much has the Roth gained since we bought the holdings?',
    'What did we pay for the Tesla back in 2021?',
    'Which holding has grown the most?',
  ])('answers %s', (question) => {
    expect(declined(question)).toBe(false);
  });
});
