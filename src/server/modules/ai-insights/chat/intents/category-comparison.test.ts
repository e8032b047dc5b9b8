import { describe, expect, it } from 'vitest';
import { monthlyTotals } from '@shared/finance/household-summary';
import { formatCents } from '@shared/finance/money';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { asExpense } from '../records/expense-like';

const snapshot = riveraSnapshot();
const totalOf = (category: string) =>
  monthlyTotals(snapshot.obligations.map(asExpense)).byCategory.find(
    (each) => each.category === category,
  )?.monthlyCents ?? 0;

describe('two categories set against each other', () => {
  it.each([
    'Which costs us more monthly, the car stuff or insurance? Give me both numbers.',
    'what do we spend on auto versus insurance each month',
    'auto or insurance, which costs more',
    'What is our monthly spend in the auto category, and in the insurance category?',
  ])('gives each category’s total and how far apart they are: %s', async (question) => {
    const answer = await ask(question, snapshot);
    const [auto, insurance] = [totalOf('auto'), totalOf('insurance')];
    expect(answer.intent).toBe('spending');
    expect(answer.response).toContain(`Auto: ${formatCents(auto)} a month`);
    expect(answer.response).toContain(`Insurance: ${formatCents(insurance)} a month`);
    expect(answer.response).toContain(`${formatCents(Math.abs(auto - insurance))} a month`);
  });

  it('leaves one thing named by two words to the bills that are both', async () => {
    const answer = await ask('Which car insurance costs more?', snapshot);
    expect(answer.response).not.toContain('Auto: ');
  });
});
