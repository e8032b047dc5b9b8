import { shareTotalProblems, type TBeneficiary } from '../../investments/investment-schemas';
import type { TEstateAsset, TEstateGap } from '../estate-summary-schemas';
import type { EstateFacts, FinancialAccountFacts, InvestmentAccountFacts } from './estate-facts';
import { listOfNames, policyLabel, accountLabel } from './estate-labels';
import { FIX_ROUTES } from './fix-links';
import { DESIGNATION_ASSET_TYPES, POD_ASSET_TYPES } from './passes-by';
import { failed, passed, type GapCheck } from './gap-check';
import { sameName } from '../../legal/legal-checks-people';
import { peopleOf, type PeopleDirectory } from './estate-people';
import { isSpouseRelationship, maritalStatusOf } from './marital-status';
import { parseTypedBeneficiaries, type TypedBeneficiary } from './typed-beneficiaries';

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

/** Workplace plans covered by ERISA's spousal protection that the records can name. */
const ERISA_INVESTMENT_TYPES: readonly InvestmentAccountFacts['type'][] = ['retirement_401k'];
const ERISA_ASSET_TYPES: readonly FinancialAccountFacts['type'][] = ['retirement_401k'];

/** A note naming another relation ("brother", "my son", "ex-wife"): not the spouse, whatever the name. */
const OTHER_RELATION =
  /\b(?:brother|sister|sibling|son|daughter|child|children|kids?|mother|father|parent|mom|dad|friend|cousin|aunt|uncle|niece|nephew|grand\w*|step\w*|in[\s-]*law|ex|former|divorced|late)\b/i;

/**
 * "Ana" typed alone names the spouse Ana Lopez (and "Ana Lopez" the spouse recorded as "Ana"):
 * people type a spouse's first name on a form. Never when the note says another relation.
 */
function firstNameOfSpouse(person: TypedBeneficiary, spouseName: string): boolean {
  if (person.relationship && OTHER_RELATION.test(person.relationship)) return false;
  const name = person.name.trim();
  const spouse = spouseName.trim();
  if (/\s/.test(name) && /\s/.test(spouse)) return false;
  const [first] = name.split(/\s+/);
  const [spouseFirst] = spouse.split(/\s+/);
  return !!first && !!spouseFirst && sameName(first, spouseFirst);
}

/**
 * Whose name the account is held in: the titling answer's holder, else the account's own owner
 * line; a holder who is not the household's owner (their spouse's 401(k) recorded in the
 * household) makes the account someone else's (estate-people.ts).
 */
function heldByOwner(
  facts: EstateFacts,
  people: PeopleDirectory,
  account: { id: string; ownerId: string; ownerName?: string | null },
  assetKind: 'asset' | 'investment',
): boolean {
  const titling = facts.titling.find(
    (each) =>
      each.ownerId === account.ownerId &&
      each.assetKind === assetKind &&
      each.assetId === account.id,
  );
  return people.holder(account.ownerId, titling?.holderName ?? account.ownerName).person.isOwner;
}

/**
 * A 401(k) whose primary beneficiaries include someone other than the spouse while the owner is
 * married (marital-status.ts). A spouse's consent to "a participant's choice of a non-spouse
 * beneficiary in a defined contribution plan" follows IRC § 417 (IRS Notice 97-10, read at
 * https://taxnotes.com/lr/resolve/notice-97-10/12stp); the consent is in writing and witnessed
 * by a notary or a plan representative (ERISA § 205(c)(2)(A)(iii) as quoted on BenefitsLink, and
 * https://www.mondaq.com/unitedstates/employee-benefits-compensation/1020300/, read 2026-11-29;
 * the statute itself was not read). Nothing records whether a consent was signed, so the check
 * asks. An account's free-text beneficiary ("Ana Lopez (spouse)", "Ana") is read as names with
 * notes (typed-beneficiaries.ts) and checked only when the records say who the spouse is. A
 * beneficiary is the spouse when called so, when the name is the spouse's (sameName), or when a
 * first name alone is the spouse's. A 401(k) held in someone else's name (the spouse's own plan)
 * is not the owner's to consent about, so it is not checked. One check per 401(k) of the owner's
 * naming a primary beneficiary, in a married household.
 */
export function erisaSpousalConsent(facts: EstateFacts): GapCheck[] {
  const people = peopleOf(facts);
  return facts.households.flatMap((household) => {
    const status = maritalStatusOf(facts, household.ownerId);
    if (!status.married) return [];
    const spouseNames = [...status.spouseNames];
    const isSpouse = (each: TypedBeneficiary) =>
      isSpouseRelationship(each.relationship) ||
      isSpouseRelationship(each.name) ||
      spouseNames.some((spouse) => sameName(each.name, spouse) || firstNameOfSpouse(each, spouse));
    const plans = [
      ...facts.investments
        .filter(
          (account) =>
            account.ownerId === household.ownerId &&
            ERISA_INVESTMENT_TYPES.includes(account.type) &&
            account.designation !== 'none' &&
            heldByOwner(facts, people, account, 'investment'),
        )
        .map((account) => ({
          key: `investment:${account.id}`,
          label: accountLabel(account),
          primary: account.beneficiaries.filter((each) => each.tier === 'primary'),
          fix: { label: 'Review the beneficiaries', to: FIX_ROUTES.investments },
        })),
      ...facts.assets
        .filter(
          (account) =>
            account.ownerId === household.ownerId &&
            ERISA_ASSET_TYPES.includes(account.type) &&
            spouseNames.length > 0 &&
            heldByOwner(facts, people, account, 'asset'),
        )
        .map((account) => ({
          key: `asset:${account.id}`,
          label: accountLabel(account),
          primary: parseTypedBeneficiaries(account.beneficiary),
          fix: { label: 'Review the beneficiary', to: FIX_ROUTES.accounts },
        })),
    ].filter((plan) => plan.primary.length > 0);
    return plans.map((plan) => {
      const key = `erisa_spousal_consent:${plan.key}`;
      const others = [
        ...new Set(plan.primary.filter((each) => !isSpouse(each)).map((each) => each.name)),
      ];
      if (others.length === 0) return passed(key);
      return failed({
        key,
        ownerId: household.ownerId,
        rule: 'erisa_spousal_consent',
        severity: 'high',
        title: `${plan.label}: your spouse’s written consent is needed to name ${listOfNames(others)}`,
        explanation: `A 401(k) is a workplace plan covered by federal law (ERISA). While you are married, naming anyone other than your spouse as primary beneficiary, for all or part of the account, needs your spouse’s written consent, witnessed by a notary or a plan representative (Internal Revenue Code § 417; IRS Notice 97-10). ${listOfNames(others)} ${others.length === 1 ? 'is' : 'are'} not recorded as your spouse. If your spouse has signed the plan’s consent form, keep a copy with your records; if not, ask the plan for its spousal consent form, or name your spouse.`,
        fix: plan.fix,
      });
    });
  });
}
