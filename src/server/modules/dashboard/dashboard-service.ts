import {
  attentionItems,
  monthlyTotals,
  isoDay,
  netWorth,
  upcomingPayments,
} from '@shared/finance/household-summary';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import type { Actor } from '../../auth/actor';
import type { ExpenseService } from '../expenses/expense-service';
import type { AssetService } from '../assets/asset-service';
import type { LoanService } from '../loans/loan-service';
import type { PropertyService } from '../properties/property-service';
import type { InvestmentService } from '../investments/investment-service';
import { portfolioSummary } from '@shared/investments/valuation';

type Sources = {
  expenses: ExpenseService;
  assets: AssetService;
  loans: LoanService;
  properties: PropertyService;
  investments: InvestmentService;
};

/** The dashboard's figures for the selected households, from the same reads the screens use. */
export function createDashboardService(sources: Sources) {
  return {
    async summary(
      actor: Actor,
      owners: string[] | undefined,
      today = new Date(),
    ): Promise<TDashboardSummary> {
      const [expenses, assets, loans, properties, investments] = await Promise.all([
        sources.expenses.list(actor, owners),
        sources.assets.list(actor, owners),
        sources.loans.list(actor, owners),
        sources.properties.list(actor, owners),
        sources.investments.list(actor, owners),
      ]);
      return {
        monthly: monthlyTotals(expenses),
        netWorth: netWorth({
          assets,
          properties,
          loans,
          investmentsCents: portfolioSummary(investments, isoDay(today)).totalValueCents,
        }),
        upcoming: upcomingPayments(expenses, today),
        attention: attentionItems({ expenses, loans }),
        counts: {
          expenses: expenses.length,
          assets: assets.length,
          loans: loans.length,
          properties: properties.length,
          investments: investments.length,
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
