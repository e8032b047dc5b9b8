import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  INVESTMENT_ACCOUNT_TYPES,
  type TInvestmentAccountType,
} from '@shared/investments/investment-schemas';
import {
  ZPositionsAssignment,
  type TParsedPositionAccount,
  type TPositionsAssignment,
  type TPositionsPreview,
} from '@shared/investments/positions-import-schemas';

/** The select's value for "New account" (never an account id, which is a UUID). */
export const NEW_ACCOUNT = 'new';

/** The new-account branch of the contract, so the form says what the server would. */
const ZNewAccountAssignment = ZPositionsAssignment.options[1];

/** Where one account of the file goes, as the form holds it: one select and the new fields. */
const ZAssignmentChoice = z
  .object({
    accountKey: z.string(),
    target: z.string(),
    type: z.enum(INVESTMENT_ACCOUNT_TYPES),
    institutionName: z.string(),
    accountName: z.string(),
  })
  .transform((choice, context): TPositionsAssignment => {
    const { accountKey, target, type, institutionName, accountName } = choice;
    if (target !== NEW_ACCOUNT) return { accountKey, accountId: target };
    const parsed = ZNewAccountAssignment.safeParse({
      accountKey,
      accountId: null,
      newAccount: { type, institutionName, accountName },
    });
    if (parsed.success) return parsed.data;
    // The contract's path is newAccount.<field>; the form's fields sit beside the select.
    for (const issue of parsed.error.issues)
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: [String(issue.path.at(-1))],
      });
    return z.NEVER;
  });

const ZAssignmentForm = z.object({ accounts: z.array(ZAssignmentChoice) });
export type TAssignmentFormValues = z.input<typeof ZAssignmentForm>;
export type TAssignmentChoice = TAssignmentFormValues['accounts'][number];

/**
 * The type a new account starts with: what the file's account name says ("ROTH IRA",
 * "Rollover IRA", "Health Savings Account"), else a brokerage account, the usual export.
 */
export function guessAccountType(accountName: string | null): TInvestmentAccountType {
  const name = accountName ?? '';
  if (/\broth\b/i.test(name)) return 'roth_ira';
  if (/\bira\b/i.test(name)) return 'ira';
  if (/\b401\s*\(?k\)?/i.test(name)) return 'retirement_401k';
  if (/\b403\s*\(?b\)?/i.test(name)) return 'retirement_403b';
  if (/\bhsa\b|health savings/i.test(name)) return 'hsa';
  if (/\b529\b/.test(name)) return 'college_529';
  return 'brokerage';
}

/** "Account …1234 (Individual)", or the file's own name for an account without a number. */
export function fileAccountLabel(account: TParsedPositionAccount): string {
  if (!account.accountNumberLast4) return account.accountName ?? account.key;
  const name = account.accountName ? ` (${account.accountName})` : '';
  return `Account …${account.accountNumberLast4}${name}`;
}

/**
 * The file's accounts that have holdings to import, in the file's order. An account whose rows
 * all have problems is left out: assigning it would only create an empty account. A row naming an
 * account the file's list lacks still gets one, so none of its holdings is dropped unseen.
 */
export function accountsToAssign(preview: TPositionsPreview): TParsedPositionAccount[] {
  const ready = new Set(preview.rows.flatMap((row) => (row.holding ? [row.accountKey] : [])));
  const listed = new Set(preview.accounts.map((account) => account.key));
  const unlisted = [...ready]
    .filter((key) => !listed.has(key))
    .map((key) => ({ key, accountNumberLast4: null, accountName: null }));
  return [...preview.accounts.filter((account) => ready.has(account.key)), ...unlisted];
}

/**
 * Each account starts at the household's account it matches, when that account is one the
 * person can choose; otherwise at a new account named and typed from the file.
 */
function initialChoice(
  account: TParsedPositionAccount,
  preview: TPositionsPreview,
  choosable: ReadonlySet<string>,
): TAssignmentChoice {
  const match = preview.matches[account.key] ?? null;
  return {
    accountKey: account.key,
    target: match && choosable.has(match) ? match : NEW_ACCOUNT,
    type: guessAccountType(account.accountName),
    institutionName: preview.institution ?? '',
    accountName:
      account.accountName ??
      (account.accountNumberLast4 ? `Account …${account.accountNumberLast4}` : ''),
  };
}

/** The form that says where each of the file's accounts goes. */
export function useAssignmentForm(
  accounts: readonly TParsedPositionAccount[],
  preview: TPositionsPreview,
  choosable: ReadonlySet<string>,
) {
  return useForm({
    resolver: zodResolver(ZAssignmentForm),
    defaultValues: {
      accounts: accounts.map((account) => initialChoice(account, preview, choosable)),
    },
  });
}
export type TAssignmentForm = ReturnType<typeof useAssignmentForm>;
