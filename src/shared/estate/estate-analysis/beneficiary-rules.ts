import { shareTotalProblems, type TBeneficiary } from '../../investments/investment-schemas';
import type { TEstateAsset, TEstateGap } from '../estate-summary-schemas';
import type { EstateFacts } from './estate-facts';
import { listOfNames, policyLabel, accountLabel } from './estate-labels';
import { FIX_ROUTES } from './fix-links';
import { DESIGNATION_ASSET_TYPES, POD_ASSET_TYPES } from './passes-by';
import { failed, passed, type GapCheck } from './gap-check';

/** A record that names beneficiaries: an investment account or a life policy. */
type Designated = {
  key: string;
  ownerId: string;
  label: string;
  beneficiaries: readonly TBeneficiary[];
  fix: { label: string; to: string };
};

/** The records whose beneficiaries these rules read. */
function designatedRecords(facts: EstateFacts): Designated[] {
  return [
    ...facts.investments
      .filter((account) => account.designation !== 'none')
      .map((account) => ({
        key: `investment:${account.id}`,
        ownerId: account.ownerId,
        label: accountLabel(account),
        beneficiaries: account.beneficiaries,
        fix: { label: 'Edit the beneficiaries', to: FIX_ROUTES.investments },
      })),
    ...facts.policies
      .filter((policy) => policy.kind === 'life' && policy.beneficiaries.length > 0)
      .map((policy) => ({
        key: `policy:${policy.id}`,
        ownerId: policy.ownerId,
        label: policyLabel(policy),
        beneficiaries: policy.beneficiaries,
        fix: { label: 'Edit the beneficiaries', to: FIX_ROUTES.policies },
      })),
  ];
}

const WHY = {
  policy:
    'Without a beneficiary the insurer pays the policy to your estate: the money goes through probate, can take months to reach your family and may go to creditors first. Name who should receive it.',
  investment:
    'Without a beneficiary designation this account goes through probate under your will: a public court process that can take months. Naming a beneficiary (or registering it as transfer on death) lets it pass directly.',
  retirement:
    'Retirement accounts and HSAs pass by the beneficiary designation on file with the plan or custodian, not by your will. With none, they usually go to your estate through probate, and your heirs may lose tax advantages a named beneficiary keeps (such as spreading withdrawals over more years). Name a beneficiary with the plan or custodian and record it on the account.',
  deposit:
    'Without a payable-on-death (POD) or transfer-on-death (TOD) beneficiary this account goes through probate under your will. Banks and brokers let you name one, so it passes directly. If it is held jointly or in a trust, record that instead.',
} as const;

/** Why a record passing by the will lacks a beneficiary, or null when it is not the kind to name one. */
function missingBeneficiary(
  facts: EstateFacts,
  asset: TEstateAsset,
): { why: string; severity: TEstateGap['severity'] } | null {
  if (asset.kind === 'policy') return { why: WHY.policy, severity: 'high' };
  if (asset.kind === 'investment') return { why: WHY.investment, severity: 'high' };
  if (asset.kind !== 'asset') return null;
  const type = facts.assets.find((account) => account.id === asset.id)?.type;
  if (!type) return null;
  if (DESIGNATION_ASSET_TYPES.includes(type)) return { why: WHY.retirement, severity: 'high' };
  // Everyday bank and brokerage accounts: worth doing, but not to drown the plan's real gaps.
  if (POD_ASSET_TYPES.includes(type)) return { why: WHY.deposit, severity: 'low' };
  return null;
}

/**
 * A record that names no one and so passes by the will: an investment account, a retirement
 * account or HSA, a bank or brokerage account without a POD/TOD beneficiary (low severity), or a
 * life policy (paid to the estate). A record retitled to a trust, held jointly or with a recorded
 * beneficiary is not a gap. Debts, homes, 529 plans and other accounts are not checked.
 */
export function noBeneficiary(facts: EstateFacts, assets: readonly TEstateAsset[]): GapCheck[] {
  return assets.flatMap((asset) => {
    const missing = missingBeneficiary(facts, asset);
    if (!missing) return [];
    const key = `no_beneficiary:${asset.kind}:${asset.id}`;
    if (asset.passesBy !== 'will') return [passed(key)];
    return [
      failed({
        key,
        ownerId: asset.ownerId,
        rule: 'no_beneficiary',
        severity: missing.severity,
        title: `${asset.label} has no beneficiary`,
        explanation: missing.why,
        fix: { label: 'Name a beneficiary', to: asset.link },
      }),
    ];
  });
}

/** Beneficiary shares of a tier that do not add up to 100 %. One check per record naming beneficiaries. */
export function sharesNot100(facts: EstateFacts): GapCheck[] {
  return designatedRecords(facts).map((record) => {
    const key = `shares_not_100:${record.key}`;
    const problems = shareTotalProblems(record.beneficiaries);
    if (problems.length === 0) return passed(key);
    return failed({
      key,
      ownerId: record.ownerId,
      rule: 'shares_not_100',
      severity: 'high',
      title: `${record.label}: beneficiary shares do not add up to 100 %`,
      explanation: `${problems.map((problem) => `${problem.message}.`).join(' ')} The institution may refuse the designation or split the rest in a way you did not intend.`,
      fix: record.fix,
    });
  });
}

function normalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether a beneficiary is one of the household's children. Kids obligations often name a child
 * by first name only ("Mia"), so a one-word child name also matches a beneficiary's first name.
 */
export function isChildOf(children: readonly string[], beneficiaryName: string): boolean {
  const name = normalName(beneficiaryName);
  const first = name.split(' ')[0];
  return children.some((child) => {
    const childName = normalName(child);
    return childName === name || (!childName.includes(' ') && childName === first);
  });
}

/**
 * A minor named directly as a beneficiary: a minor cannot take an inheritance, so a court would
 * appoint someone to manage it. A beneficiary is a minor when marked so, or when their name is
 * one of the household's children. One check per record naming beneficiaries.
 */
export function minorBeneficiary(facts: EstateFacts): GapCheck[] {
  return designatedRecords(facts).map((record) => {
    const key = `minor_beneficiary:${record.key}`;
    const children =
      facts.households.find((each) => each.ownerId === record.ownerId)?.children ?? [];
    const minors = record.beneficiaries
      .filter((each) => each.minor === true || isChildOf(children, each.name))
      .map((each) => each.name);
    if (minors.length === 0) return passed(key);
    return failed({
      key,
      ownerId: record.ownerId,
      rule: 'minor_beneficiary',
      severity: 'high',
      title: `${listOfNames(minors)} ${minors.length === 1 ? 'is' : 'are'} named directly on ${record.label}`,
      explanation:
        'A minor cannot take an inheritance directly: a court would appoint someone to manage it until they come of age, and then they receive it all at once. Name a custodian under your state’s Uniform Transfers to Minors Act (UTMA), or leave it to a trust for them.',
      fix: record.fix,
    });
  });
}
