import { z } from 'zod';
import { CATEGORIES } from './categories';

export const ZDashboardSummary = z.object({
  monthly: z.object({
    totalCents: z.number(),
    count: z.number(),
    byCategory: z.array(
      z.object({
        category: z.enum(CATEGORIES),
        monthlyCents: z.number(),
        count: z.number(),
        share: z.number(),
      }),
    ),
  }),
  netWorth: z.object({
    accountsCents: z.number(),
    liabilitiesCents: z.number(),
    propertiesCents: z.number(),
    loansCents: z.number(),
    investmentsCents: z.number(),
    totalCents: z.number(),
  }),
  upcoming: z.array(
    z.object({
      expenseId: z.string(),
      vendor: z.string(),
      category: z.enum(CATEGORIES),
      dueDate: z.string(),
      amountCents: z.number(),
      isAutoPay: z.boolean(),
    }),
  ),
  attention: z.array(
    z.object({
      kind: z.enum(['obligation-without-payment-method', 'loan-without-payment']),
      id: z.string(),
      title: z.string(),
    }),
  ),
  counts: z.object({
    expenses: z.number(),
    assets: z.number(),
    loans: z.number(),
    properties: z.number(),
    investments: z.number(),
  }),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;
