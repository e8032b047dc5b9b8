import { formatCents } from '@shared/finance/money';
import { recipientsText } from '@shared/estate/estate-analysis/estate-labels';
import { INVESTMENT_ACCOUNT_TYPE_LABELS } from '@shared/investments/investment-schemas';
import type { investmentAccounts } from '../../db/schema';

type AccountRow = typeof investmentAccounts.$inferSelect;

function differs(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() !== b.trim().toLowerCase();
}

/**
 * What the kept record becomes when `other` merges into it: its own values, each gap filled from
 * the other, and a note of everything of the other's that differed, so nothing is lost silently.
 */
export function mergedColumns(
  keep: AccountRow,
  other: AccountRow,
  otherTitling: string | null,
): Partial<AccountRow> {
  const kept = keep.designation !== 'none';
  const number = other.accountNumberLast4 ? ` (****${other.accountNumberLast4})` : '';
  const facts = [
    other.accountName !== keep.accountName && `it was named "${other.accountName}"`,
    other.type !== keep.type &&
      `its type was ${INVESTMENT_ACCOUNT_TYPE_LABELS[other.type as keyof typeof INVESTMENT_ACCOUNT_TYPE_LABELS] ?? other.type}`,
    differs(keep.ownerName, other.ownerName) && `its owner was ${other.ownerName}`,
    kept &&
      other.designation !== 'none' &&
      `its beneficiaries were ${recipientsText(other.beneficiaries) ?? 'none'}`,
    differs(keep.beneficiary, other.beneficiary) && `its beneficiary was ${other.beneficiary}`,
    keep.balanceCents !== null &&
      other.balanceCents !== null &&
      keep.balanceCents !== other.balanceCents &&
      `its entered balance was ${formatCents(other.balanceCents)}`,
    otherTitling && `its titling was ${otherTitling}`,
  ].filter((fact): fact is string => typeof fact === 'string');
  const note = `Merged with ${other.institutionName} - ${other.accountName}${number}${
    facts.length > 0 ? `: ${facts.join('; ')}` : ''
  }.`;
  return {
    accountNumberSealed: keep.accountNumberSealed ?? other.accountNumberSealed,
    accountNumberLast4: keep.accountNumberSealed
      ? keep.accountNumberLast4
      : other.accountNumberLast4,
    ownerName: keep.ownerName ?? other.ownerName,
    designation: kept ? keep.designation : other.designation,
    beneficiaries: kept ? keep.beneficiaries : other.beneficiaries,
    beneficiary: keep.beneficiary ?? other.beneficiary,
    balanceCents: keep.balanceCents ?? other.balanceCents,
    notes: [keep.notes, other.notes, note].filter(Boolean).join('\n\n'),
    updatedAt: new Date(),
  };
}
