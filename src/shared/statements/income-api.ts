import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { RECURRING_FREQUENCIES } from './statement-types';

/**
 * The household's pay kept from a statement import (issue 40 item 4): `GET` lists it
 * (`?owners=`), `PUT` keeps the pay series the person ticked in a review (`?owner=`; a payer
 * already kept is updated, never added twice), `DELETE /{id}` removes one kept by mistake.
 */
export const INCOME_PATH = '/statements/income';

/** Payers one save may keep (a household has a few; a statement review lists them all). */
export const MAX_INCOME_STREAMS = 20;

/** The payer as kept: spaces collapsed, upper case, so "Acme Payroll" and "ACME  PAYROLL" are one. */
export function incomeLabel(payer: string): string {
  return payer.trim().replace(/\s+/g, ' ').toUpperCase();
}

export const ZIncomeStreamInput = z.object({
  /** The payer as the review shows it; kept normalized (`incomeLabel`). */
  label: singleLine(z.string().trim().min(1).max(200)),
  cadence: z.enum(RECURRING_FREQUENCIES),
  typicalAmountCents: z.number().int().positive().max(100_000_000_00),
  lastPaidOn: z.iso.date('Enter the last pay date as YYYY-MM-DD'),
});
export type TIncomeStreamInput = z.infer<typeof ZIncomeStreamInput>;

export const ZSaveIncome = z.object({
  streams: z.array(ZIncomeStreamInput).min(1).max(MAX_INCOME_STREAMS),
});
export type TSaveIncome = z.infer<typeof ZSaveIncome>;

export const ZIncomeStream = ZIncomeStreamInput.extend({ id: z.string(), ownerId: z.string() });
export type TIncomeStream = z.infer<typeof ZIncomeStream>;

export const ZIncomeList = z.object({ income: z.array(ZIncomeStream) });
export type TIncomeList = z.infer<typeof ZIncomeList>;
