import type {
  TStatement,
  TStatementAccount,
  TStatementTransaction,
} from '../../../../shared/statements/statement-types';

/** Made-up statements for the detection tests: accounts, schedules and charges. */

export const CHECKING: TStatementAccount = {
  institution: 'Chase',
  kind: 'checking',
  last4: '8842',
  label: 'Chase ****8842',
};
export const CARD: TStatementAccount = {
  institution: 'Citi',
  kind: 'credit_card',
  last4: '1010',
  label: 'Citi ****1010',
};
export const SAVINGS: TStatementAccount = {
  institution: 'Ally',
  kind: 'savings',
  last4: '5555',
  label: 'Ally ****5555',
};

export function statement(
  account: TStatementAccount,
  transactions: TStatementTransaction[],
): TStatement {
  return { fileName: `${account.label}.ofx`, account, transactions };
}

/** Charges (money out) of `dollars` on each day; `dollars` may give one amount per day. */
export function charges(
  description: string,
  days: readonly string[],
  dollars: number | readonly number[],
): TStatementTransaction[] {
  return days.map((postedOn, index) => ({
    bankId: null,
    postedOn,
    amountCents: -Math.round((typeof dollars === 'number' ? dollars : dollars[index]!) * 100),
    description,
  }));
}

/** Money in, as `charges` does money out. */
export function credits(
  description: string,
  days: readonly string[],
  dollars: number | readonly number[],
): TStatementTransaction[] {
  return charges(description, days, dollars).map((transaction) => ({
    ...transaction,
    amountCents: -transaction.amountCents,
  }));
}

const MS_PER_DAY = 86_400_000;

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `count` days `step` days apart from `first`. */
export function everyDays(first: string, step: number, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    toIso(new Date(start + index * step * MS_PER_DAY)),
  );
}

/** The `day` of `count` months from `first` (YYYY-MM), every `months` months, clamped. */
export function everyMonths(first: string, day: number, count: number, months = 1): string[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const monthIndex = month - 1 + index * months;
    const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
    return toIso(new Date(Date.UTC(year, monthIndex, Math.min(day, last))));
  });
}

/** A day moved to the next Monday when it falls on a weekend, as banks post ACH debits. */
export function nextBusinessDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const weekday = date.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return toIso(new Date(date.getTime() + shift * MS_PER_DAY));
}
