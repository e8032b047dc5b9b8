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
import { useScopedOwners } from './use-household-scope';

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

/**
 * Reads a list for the households on screen that share its section (issue 35). When none does
 * (a client's household that did not share it), the list is empty without asking: asking with
 * no owners would mean one's own household, and asking for the client's answers 404.
 */
function scopedList<T>(owners: readonly string[], read: () => Promise<T[]>): () => Promise<T[]> {
  return owners.length > 0 ? read : () => Promise.resolve([]);
}

export function useExpenses() {
  const { owners, ready } = useScopedOwners('expenses');
  return useQuery({
    queryKey: householdKeys.expenses(owners),
    queryFn: scopedList(owners, () =>
      readList(`/expenses${ownersQuery(owners)}`, ZExpenseList, (body) =>
        body.expenses.map(expandListedExpense),
      ),
    ),
    enabled: ready,
  });
}

export function useAssets() {
  const { owners, ready } = useScopedOwners('accounts');
  return useQuery({
    queryKey: householdKeys.assets(owners),
    queryFn: scopedList(owners, () =>
      readList(`/assets${ownersQuery(owners)}`, ZAssetList, (body) => body.assets),
    ),
    enabled: ready,
  });
}

export function useLoans() {
  const { owners, ready } = useScopedOwners('loans');
  return useQuery({
    queryKey: householdKeys.loans(owners),
    queryFn: scopedList(owners, () =>
      readList(`/loans${ownersQuery(owners)}`, ZLoanList, (body) => body.loans),
    ),
    enabled: ready,
  });
}

export function useProperties() {
  const { owners, ready } = useScopedOwners('properties');
  return useQuery({
    queryKey: householdKeys.properties(owners),
    queryFn: scopedList(owners, () =>
      readList(`/properties${ownersQuery(owners)}`, ZPropertyList, (body) => body.properties),
    ),
    enabled: ready,
  });
}

/** The document hub's documents, newest first (the obligation form names its attachment from them). */
export function useDocuments() {
  const { owners, ready } = useScopedOwners('documents');
  return useQuery({
    queryKey: householdKeys.documents(owners),
    queryFn: scopedList(owners, () =>
      readList(`/documents${ownersQuery(owners)}`, ZDocumentList, (body) => body.documents),
    ),
    enabled: ready,
  });
}

/** Investment accounts with their holdings and latest prices. */
export function useInvestments() {
  const { owners, ready } = useScopedOwners('investments');
  return useQuery({
    queryKey: householdKeys.investments(owners),
    queryFn: scopedList(owners, () =>
      readList(
        `/investments${ownersQuery(owners)}`,
        ZInvestmentAccountList,
        (body) => body.investments,
      ),
    ),
    enabled: ready,
  });
}

/** Advisor contacts (the document form links documents to them). */
export function useAdvisors() {
  const { owners, ready } = useScopedOwners('estate');
  return useQuery({
    queryKey: householdKeys.advisors(owners),
    queryFn: scopedList(owners, () =>
      readList(`/advisors${ownersQuery(owners)}`, ZAdvisorList, (body) => body.advisors),
    ),
    enabled: ready,
  });
}

/**
 * The dashboard's figures; "the next 30 days" start from the visitor's own calendar day. Only for
 * the households on screen whose figures may be drawn (see `COMPOSITE_VIEW_NEEDS.dashboard`).
 */
export function useDashboardSummary() {
  const { owners } = useScopedOwners('dashboard');
  const today = localIsoDay(new Date());
  return useQuery({
    queryKey: [...householdKeys.dashboard(owners), today],
    queryFn: () => {
      const query = ownersQuery(owners);
      return api(`/dashboard${query}${query ? '&' : '?'}today=${today}`, {
        schema: ZDashboardSummary,
      });
    },
    // A client's household whose grant does not cover every figure has none to show (issue 35).
    enabled: owners.length > 0,
  });
}

/** The URL that downloads a resource's CSV for the selected households. */
export function csvExportUrl(
  resource: 'expenses' | 'assets' | 'loans' | 'investments',
  owners: readonly string[],
): string {
  return `/api/${resource}/export${ownersQuery(owners)}`;
}
