import { ASSET_TYPE_LABELS } from '@shared/finance/asset-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import {
  DESIGNATION_LABELS,
  INVESTMENT_ACCOUNT_TYPE_LABELS,
} from '@shared/investments/investment-schemas';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
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

/**
 * An account of either kind as a plan subject: named and numbered the same way, then the facts
 * of its own kind, then who handles it.
 */
function accountSubject(
  snapshot: HouseholdSnapshot,
  kind: 'asset' | 'investment',
  account: SnapshotAccount | SnapshotInvestment,
  type: string,
  ownFacts: TTaskFact[],
): PlanSubject {
  return subject({
    kind,
    id: account.id,
    label: accountLabel(account.institutionName, account.accountName, type, account.last4),
    facts: [
      { label: FACT.institution, value: account.institutionName },
      { label: 'Account', value: `${account.accountName} (${type})` },
      ...fact(FACT.number, maskLastFour(account.last4)),
      ...ownFacts,
      ...handledByFacts(snapshot, kind, account.id),
    ],
  });
}

export function bankAccountSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return notifiableAccounts(snapshot).map((account) =>
    accountSubject(snapshot, 'asset', account, ASSET_TYPE_LABELS[account.type], [
      { label: 'Balance on record', value: money(account.balanceCents) },
      ...fact('Payable on death to', account.beneficiary),
    ]),
  );
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
  return snapshot.investments.map((account) =>
    accountSubject(
      snapshot,
      'investment',
      account,
      INVESTMENT_ACCOUNT_TYPE_LABELS[account.type],
      designationFacts(account),
    ),
  );
}
