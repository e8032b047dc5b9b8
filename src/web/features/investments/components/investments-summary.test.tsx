import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portfolioSummary } from '@shared/investments/valuation';
import { dayAgo, makeInvestmentAccount } from '../testing/investment-fixtures';
import { InvestmentsSummary } from './investments-summary';

const today = dayAgo(0);
const totalValue = () => screen.getByText('Total value').nextElementSibling;

describe('InvestmentsSummary', () => {
  it('totals the holdings and the balances entered for accounts without any, and says so', () => {
    const accounts = [
      makeInvestmentAccount(),
      makeInvestmentAccount({ id: 'inv-2', holdings: [], balanceCents: 1_000_000 }),
    ];
    render(<InvestmentsSummary summary={portfolioSummary(accounts, today)} />);
    // 10 VTI at $250, and $10,000 entered.
    expect(totalValue()).toHaveTextContent('$12,500.00');
    expect(
      screen.getByText('At the latest recorded prices; includes $10,000.00 of entered balances'),
    ).toBeVisible();
  });

  it('says nothing of entered balances when none counts', () => {
    const accounts = [makeInvestmentAccount({ balanceCents: 1_000_000 })];
    render(<InvestmentsSummary summary={portfolioSummary(accounts, today)} />);
    expect(totalValue()).toHaveTextContent('$2,500.00');
    expect(screen.getByText('At the latest recorded prices')).toBeVisible();
    expect(screen.queryByText(/entered balances/)).not.toBeInTheDocument();
  });
});
