import { createContext, useContext } from 'react';
import type { ExpenseFormField } from '../../lib/expense-form-values';

/** Advice shown under a field in place of its usual hint (a value read from a bill to check). */
export type ExpenseFormNotes = Partial<Record<ExpenseFormField, string>>;

export const ExpenseFormNotesContext = createContext<ExpenseFormNotes>({});

/** The note for one field, if the form has one. */
export function useFieldNote(name: ExpenseFormField): string | undefined {
  return useContext(ExpenseFormNotesContext)[name];
}
