import { ASSET_TYPE_LABELS } from '@shared/finance/asset-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import {
  DESIGNATION_LABELS,
  INVESTMENT_ACCOUNT_TYPE_LABELS,
} from '@shared/investments/investment-schemas';
import { FACT, beneficiaryLine, fact, handledByFacts, money } from '../fact-text';
import type { HouseholdSnapshot, SnapshotAccount, SnapshotInvestment } from '../household-snapshot';
import { subject, type PlanSubject } from './plan-subject';

/** "Chase (Everyday, Checking ****1234)" */
function accountLabel(institution: string, name: string, type: string, last4: string | null) {
  const number = maskLastFour(last4);
  return `${institution} (${name}, ${type}${number ? ` ${number}` : ''})`;
}

/**
 * The financial accounts an institution must hear about. A "home" entry of the accounts list is a
 * value, not an account anyone keeps: homes are secured and passed through Properties.
 */
export function notifiableAccounts(snapshot: HouseholdSnapshot): SnapshotAccount[] {
  return snapshot.accounts.filter((account) => account.type !== 'home');
}

export function bankAccountSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return notifiableAccounts(snapshot).map((account) => {
    const type = ASSET_TYPE_LABELS[account.type];
    return subject({
      kind: 'asset',
      id: account.id,
      label: accountLabel(account.institutionName, account.accountName, type, account.last4),
      facts: [
        { label: FACT.institution, value: account.institutionName },
        { label: 'Account', value: `${account.accountName} (${type})` },
        ...fact(FACT.number, maskLastFour(account.last4)),
        { label: 'Balance on record', value: money(account.balanceCents) },
        ...fact('Payable on death to', account.beneficiary),
        ...handledByFacts(snapshot, 'asset', account.id),
      ],
    });
  });
}

function designationFacts(account: SnapshotInvestment) {
  return [
    { label: 'How it passes', value: DESIGNATION_LABELS[account.designation] },
    ...account.beneficiaries.map((beneficiary) => ({
      label: 'Beneficiary',
      value: beneficiaryLine(beneficiary),
    })),
  ];
}

export function investmentSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.investments.map((account) => {
    const type = INVESTMENT_ACCOUNT_TYPE_LABELS[account.type];
    return subject({
      kind: 'investment',
      id: account.id,
      label: accountLabel(account.institutionName, account.accountName, type, account.last4),
      facts: [
        { label: FACT.institution, value: account.institutionName },
        { label: 'Account', value: `${account.accountName} (${type})` },
        ...fact(FACT.number, maskLastFour(account.last4)),
        ...designationFacts(account),
        ...handledByFacts(snapshot, 'investment', account.id),
      ],
    });
  });
}
