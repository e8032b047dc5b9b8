import type { TStatementFileOutcome } from '@shared/statements/statement-api';
import type { TRecurringSeries, TStatement } from '@shared/statements/statement-types';

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The activity log's words for an import: "Read 3 statements (2 accounts), found 14 bills", the
 * statements being the files read. Counts only: never an amount, a merchant or an account number.
 */
export function importSummary(
  outcomes: readonly TStatementFileOutcome[],
  statements: readonly TStatement[],
  series: readonly TRecurringSeries[],
): string {
  const files = outcomes.filter((outcome) => outcome.status === 'read').length;
  const accounts = new Set(statements.map((statement) => statement.account.label)).size;
  const bills = series.filter((each) => each.kind === 'bill').length;
  return (
    `Read ${counted(files, 'statement', 'statements')} ` +
    `(${counted(accounts, 'account', 'accounts')}), found ${counted(bills, 'bill', 'bills')}`
  );
}
