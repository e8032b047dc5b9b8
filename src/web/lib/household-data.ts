import { useQuery } from '@tanstack/react-query';
import { ZExpenseList, expandListedExpense } from '@shared/finance/expense-schemas';
import { ZAssetList } from '@shared/finance/asset-schemas';
import { ZLoanList } from '@shared/finance/loan-schemas';
import { ZPropertyList } from '@shared/finance/property-schemas';
import { ZDashboardSummary } from '@shared/finance/dashboard-schemas';
import { ZDocumentList } from '@shared/documents/document-schemas';
import { ZInvestmentAccountList } from '@shared/investments/investment-schemas';
import { ZAdvisorList } from '@shared/advisors/advisor-schemas';
import { api } from './api';
import { readList } from './list-copies';
import { localIsoDay } from './local-day';
import { useOwnerSelection } from './owner-selection';

/**
 * The household's lists are read by several screens (the obligation form needs the accounts and
 * homes, the properties screen the loans and obligations), so their queries live here, keyed by
 * the selected households. Feature mutations invalidate through `householdKeys`.
 */
export const householdKeys = {
  all: ['household'] as const,
  expenses: (owners: readonly string[]) => ['household', 'expenses', [...owners].sort()] as const,
  assets: (owners: readonly string[]) => ['household', 'assets', [...owners].sort()] as const,
  loans: (owners: readonly string[]) => ['household', 'loans', [...owners].sort()] as const,
  properties: (owners: readonly string[]) =>
    ['household', 'properties', [...owners].sort()] as const,
  dashboard: (owners: readonly string[]) => ['household', 'dashboard', [...owners].sort()] as const,
  /** The document hub's list; its searches are keyed under it, so one invalidation reaches both. */
  documents: (owners: readonly string[]) => ['household', 'documents', [...owners].sort()] as const,
  investments: (owners: readonly string[]) =>
    ['household', 'investments', [...owners].sort()] as const,
  advisors: (owners: readonly string[]) => ['household', 'advisors', [...owners].sort()] as const,
  /** The Family Guidebook: its entries and what it assembles from the other lists. */
  guidebook: (owners: readonly string[]) => ['household', 'guidebook', [...owners].sort()] as const,
  /** Issue 14: everything of the estate plan sits under it, so one invalidation reaches all of it. */
  estate: ['household', 'estate'] as const,
  /** Insurance policies (the estate plan's Insurance tab). */
  policies: (owners: readonly string[]) => ['household', 'policies', [...owners].sort()] as const,
  estateInstruments: (owners: readonly string[]) =>
    ['household', 'estate', 'instruments', [...owners].sort()] as const,
  estateLifeEvents: (owners: readonly string[]) =>
    ['household', 'estate', 'life-events', [...owners].sort()] as const,
  /** Who gets what, the gaps and the completeness score (GET /estate/summary). */
  estateSummary: (owners: readonly string[]) =>
    ['household', 'estate', 'summary', [...owners].sort()] as const,
};

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

export function useExpenses() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.expenses(selected),
    queryFn: () =>
      readList(`/expenses${ownersQuery(selected)}`, ZExpenseList, (body) =>
        body.expenses.map(expandListedExpense),
      ),
    enabled: selected.length > 0,
  });
}

export function useAssets() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.assets(selected),
    queryFn: () => readList(`/assets${ownersQuery(selected)}`, ZAssetList, (body) => body.assets),
    enabled: selected.length > 0,
  });
}

export function useLoans() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.loans(selected),
    queryFn: () => readList(`/loans${ownersQuery(selected)}`, ZLoanList, (body) => body.loans),
    enabled: selected.length > 0,
  });
}

export function useProperties() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.properties(selected),
    queryFn: () =>
      readList(`/properties${ownersQuery(selected)}`, ZPropertyList, (body) => body.properties),
    enabled: selected.length > 0,
  });
}

/** The document hub's documents, newest first (the obligation form names its attachment from them). */
export function useDocuments() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.documents(selected),
    queryFn: () =>
      readList(`/documents${ownersQuery(selected)}`, ZDocumentList, (body) => body.documents),
    enabled: selected.length > 0,
  });
}

/** Investment accounts with their holdings and latest prices. */
export function useInvestments() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.investments(selected),
    queryFn: () =>
      readList(
        `/investments${ownersQuery(selected)}`,
        ZInvestmentAccountList,
        (body) => body.investments,
      ),
    enabled: selected.length > 0,
  });
}

/** Advisor contacts (the document form links documents to them). */
export function useAdvisors() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.advisors(selected),
    queryFn: () =>
      readList(`/advisors${ownersQuery(selected)}`, ZAdvisorList, (body) => body.advisors),
    enabled: selected.length > 0,
  });
}

/** The dashboard's figures; "the next 30 days" start from the visitor's own calendar day. */
export function useDashboardSummary() {
  const { selected } = useOwnerSelection();
  const today = localIsoDay(new Date());
  return useQuery({
    queryKey: [...householdKeys.dashboard(selected), today],
    queryFn: () => {
      const owners = ownersQuery(selected);
      return api(`/dashboard${owners}${owners ? '&' : '?'}today=${today}`, {
        schema: ZDashboardSummary,
      });
    },
    enabled: selected.length > 0,
  });
}

/** The URL that downloads a resource's CSV for the selected households. */
export function csvExportUrl(
  resource: 'expenses' | 'assets' | 'loans' | 'investments',
  owners: readonly string[],
): string {
  return `/api/${resource}/export${ownersQuery(owners)}`;
}
