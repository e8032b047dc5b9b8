import { useMemo } from 'react';
import { useAssets, useExpenses, useProperties } from '@web/lib/household-data';
import {
  addressSuggestions,
  bankAccountOptions,
  type AddressSuggestion,
} from '../../lib/expense-suggestions';
import type { TExpense } from '@shared/finance/expense-schemas';

export type ExpenseFormSuggestions = {
  expenses: readonly TExpense[];
  bankAccounts: string[];
  addresses: AddressSuggestion[];
};

/**
 * What the form's dropdowns offer, from the selected households' obligations, accounts and
 * properties. Accounts and properties are fetched when the form opens; until they arrive (or if
 * they fail) the lists hold what the obligations alone give.
 */
export function useExpenseFormSuggestions(): ExpenseFormSuggestions {
  const expenses = useExpenses().data;
  const assets = useAssets().data;
  const properties = useProperties().data;
  return useMemo(() => {
    const list = expenses ?? [];
    return {
      expenses: list,
      bankAccounts: bankAccountOptions(list, assets ?? []),
      addresses: addressSuggestions(list, assets ?? [], properties ?? []),
    };
  }, [expenses, assets, properties]);
}
