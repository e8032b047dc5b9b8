import { termEndOf, termEndText } from '../records/term-end';
import type { PolicyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { policyLabel, recipientsText } from '@shared/estate/estate-analysis/estate-labels';
import { POLICY_KIND_LABELS, type TPolicyKind } from '@shared/estate/policy-schemas';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { obligationSource, policySource } from '../records/sources';
import { premiumsOf } from '../records/policy-premiums';
import { totalMonthlyCents } from '../records/obligation-lines';
import { costText, countOf } from '../text/format';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { adultFirstNames } from '../records/the-couple';
import type { Question } from '../text/question';
import { ASKS_TOTAL } from '../lookup/asked-attributes';
import { purposeWords } from '../records/what-it-is-for';

const KIND_PATTERNS: readonly [TPolicyKind, RegExp][] = [
  ['life', /\b(life|term life|whole life|death benefit)\b/],
  ['health', /\bhealth\b/],
  ['disability', /\bdisability\b/],
  ['long_term_care', /\b(long term care|ltc)\b/],
  ['home', /\b(home|homeowners|house|property)\b/],
  ['auto', /\b(auto|car|cars|vehicle|vehicles)\b/],
  ['umbrella', /\bumbrella\b/],
];
const DESCRIBING = new Set([
  'limit',
  'limits',
  'worth',
  'listed',
  'named',
  'life',
  'term',
  'whole',
  'health',
  'disability',
  'long',
  'care',
  'ltc',
  'umbrella',
  'homeowners',
  'property',
  'face',
  'benefit',
  'amount',
  'covered',
  'cover',
  'coverage',
  'what',
  'kind',
  'kinds',
  'type',
  'types',
  'much',
  // The kind words KIND_PATTERNS reads ("who is our car insurance with?").
  'auto',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'home',
  'house',
  'company',
  'carrier',
  'provider',
  'insures',
]);

function policyText(
  policy: PolicyFacts,
  snapshot: HouseholdSnapshot,
  premiums: readonly SnapshotObligation[] | null = null,
): string {
  const face =
    policy.faceAmountCents === null
      ? 'face amount not recorded'
      : `face amount ${formatCents(policy.faceAmountCents)}`;
  const recipients = policy.kind === 'life' ? recipientsText(policy.beneficiaries) : null;
  const premium =
    premiums === null
      ? ''
      : premiums.length === 0
        ? '; no premium bill recorded'
        : `; premium ${premiums.map((bill) => costText(bill.costCents, bill.frequency)).join(' and ')}`;
  const term = termEndOf(policy.notes);
  return `${policyLabel(policy)}${whoseNote(snapshot, policy.ownerId)}: ${face}${term ? `; ${termEndText(term)}` : ''}${premium}${recipients ? `; beneficiaries ${recipients}` : ''}`;
}

/** "…and what do their premiums come to?": what the policies cost, asked with what they cover. */
const ASKS_PREMIUM =
  /\b(premiums?|cost|costs|costing|pay|paying|paid|per month|a month|monthly|per year|a year|yearly)\b/;

/** Each policy's premium bills, every one of them once, and what they come to a month together. */
function premiumsText(
  policies: readonly PolicyFacts[],
  snapshot: HouseholdSnapshot,
): { of: Map<PolicyFacts, SnapshotObligation[]>; bills: SnapshotObligation[]; total: string } {
  const of = new Map(policies.map((policy) => [policy, premiumsOf(policy, snapshot.obligations)]));
  const bills = [...new Set([...of.values()].flat())];
  const monthly = totalMonthlyCents(bills);
  const total =
    bills.length > 1
      ? ` The premiums come to ${formatCents(monthly)} a month (${formatCents(monthly * 12)} a year).`
      : '';
  return { of, bills, total };
}

/** A person named with the asker ("Alex and I"), or the two of them together. */
const WITH_ME =
  /\b(and (i|me|myself|mine)|mine and|between (us|the two of us)|both of us|the two of us|(on|for|covering|insuring) (me|myself) and)\b/;
/** "My life policy and Alex's" (the possessive is gone from the text): the word after "and". */
const MINE_AND = /\bmy(?: \w+){0,3} and (\w+)\b/;

/** Whether the question names someone insured together with the asker. */
function withTheAsker(text: string, snapshot: HouseholdSnapshot): boolean {
  if (WITH_ME.test(text)) return true;
  const other = MINE_AND.exec(text)?.[1];
  return (
    other !== undefined &&
    snapshot.estate.policies.some((policy) => tokensOf(policy.insuredName ?? '')[0] === other)
  );
}

/** "How many policies do we have, and how many of those are life insurance?": a part of all. */
const OF_THOSE = /\bhow many of (those|them|these)( policies)? (are|is)\b/;

function kindsIn(text: string): TPolicyKind[] {
  return KIND_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}

/** The count of the policies of the kinds asked first, then how many of them are of the others. */
function partOfAll(question: Question, snapshot: HouseholdSnapshot): IntentReply | null {
  const ofThose = OF_THOSE.exec(question.text);
  if (!ofThose || !/\bhow many\b/.test(question.text.slice(0, ofThose.index))) return null;
  const [whole, part] = [
    kindsIn(question.text.slice(0, ofThose.index)),
    kindsIn(question.text.slice(ofThose.index)),
  ];
  if (part.length === 0) return null;
  const all = snapshot.estate.policies.filter(
    (policy) => whole.length === 0 || whole.includes(policy.kind),
  );
  const of = all.filter((policy) => part.includes(policy.kind));
  const label = part.map((kind) => POLICY_KIND_LABELS[kind].toLowerCase()).join(' or ');
  return {
    response: `${countOf(all.length, 'policy', 'policies')}, ${of.length} of them ${label} insurance: ${all.map((policy) => policyText(policy, snapshot)).join('; ')}.`,
    sources: all.map(policySource),
    statesAllHeld: true,
  };
}

/** "Carter family", "the family", "all of us": a policy insured on the whole household. */
const ON_THE_FAMILY = /\b(family|household|all of us)\b/i;

/** The first names of the household's adults and children. */
function familyFirstNames(snapshot: HouseholdSnapshot): string[] {
  const own = new Set(snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerId));
  const children = snapshot.estate.households
    .filter((household) => own.has(household.ownerId))
    .flatMap((household) => household.children.map((child) => tokensOf(child)[0] ?? ''));
  return [...adultFirstNames(snapshot), ...children].filter(Boolean);
}

/** "The policies the family has", "every policy our family carries": the household holding them. */
const FAMILY_AS_HOLDER =
  /\b(the|our|my) (family|household) (has|have|holds|hold|carries|carry|owns|own|pays for|pay for|is paying for)\b/;

/** Insurance policies: carrier, insured person, face amount. */
export function answerInsurance(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const ofAll = partOfAll(question, snapshot);
  if (ofAll) return ofAll;
  const kinds = KIND_PATTERNS.filter(([, pattern]) => pattern.test(question.text)).map(
    ([kind]) => kind,
  );
  let policies = snapshot.estate.policies.filter(
    (policy) => kinds.length === 0 || kinds.includes(policy.kind),
  );
  // "Every insurance policy the family has": whose they are, not a policy on the family.
  const owning = FAMILY_AS_HOLDER.test(question.text);
  const words = question.contentTokens.filter(
    (word) => !DESCRIBING.has(word) && !(owning && /^(family|household)$/.test(word)),
  );
  // "Alex and I", "between us": the policies on the person named and on the asker.
  if (words.length > 0 && withTheAsker(question.text, snapshot)) {
    const asker = new Set(
      snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerName),
    );
    const insured = policies.filter(
      (policy) =>
        asker.has(policy.insuredName ?? '') ||
        tokensOf(policy.insuredName ?? '').some((word) => words.includes(word)),
    );
    // "Jordan and I" said on Jordan's own sign-in (a spouse using it): the couple, not one of them.
    const askerWords = new Set([...asker].flatMap((name) => tokensOf(name)));
    const namesOnlyAsker = words.every((word) => askerWords.has(word));
    if (insured.length > 0 && !namesOnlyAsker) policies = insured;
  } else if (words.length > 0) {
    const matchPolicies = (family: readonly string[]) =>
      matchNames(
        words,
        snapshot.estate.policies.map((policy) => ({
          item: policy,
          words: [
            ...tokensOf(
              `${policy.carrier} ${policy.insuredName ?? ''} ${POLICY_KIND_LABELS[policy.kind]} ${purposeWords(policy.kind).join(' ')}`,
            ),
            ...(ON_THE_FAMILY.test(policy.insuredName ?? '') ? family : []),
          ],
        })),
      );
    // "Is Leo covered by the health insurance?": a policy on the family covers each of it, when
    // no policy of the kind asked is on the person named ("the life policy on Alex" is hers).
    const fits = (found: ReturnType<typeof matchPolicies>) =>
      found.items.length > 0 &&
      !namesNothingTogether(found, question) &&
      (kinds.length === 0 || found.items.some((policy) => kinds.includes(policy.kind)));
    const byName = matchPolicies([]);
    const withFamily = fits(byName) ? null : matchPolicies(familyFirstNames(snapshot));
    const match = withFamily && fits(withFamily) ? withFamily : byName;
    if (match.items.length === 0 || namesNothingTogether(match, question))
      return notFoundReply(
        match.items.length === 0 ? match.unmatchedWords : words,
        'no policy, insurer or insured person by that name',
      );
    policies = match.items.filter((policy) => kinds.length === 0 || kinds.includes(policy.kind));
    if (policies.length === 0) policies = match.items;
  }
  if (policies.length === 0) {
    const kind = kinds.map((each) => POLICY_KIND_LABELS[each].toLowerCase()).join(' or ');
    return {
      response: `No ${kind ? `${kind} ` : ''}insurance policy is recorded; policies are added on the estate plan's Insurance tab.`,
      sources: [
        {
          kind: 'policy',
          id: null,
          label: 'Insurance policies',
          href: '/estate-plan?tab=insurance',
        },
      ],
    };
  }
  const face = policies.reduce((sum, policy) => sum + (policy.faceAmountCents ?? 0), 0);
  const life = kinds.length === 1 && kinds[0] === 'life';
  const unknownFace = policies.filter((policy) => policy.faceAmountCents === null).length;
  const headline =
    life && face > 0
      ? `You have ${formatCents(face)} of life insurance in ${countOf(policies.length, 'policy', 'policies')}${unknownFace > 0 ? ` (plus ${countOf(unknownFace, 'policy', 'policies')} with no face amount recorded)` : ''}: `
      : `${countOf(policies.length, 'policy', 'policies')}: `;
  const premiums = ASKS_PREMIUM.test(question.text) ? premiumsText(policies, snapshot) : null;
  return {
    response: `${headline}${policies.map((policy) => policyText(policy, snapshot, premiums?.of.get(policy) ?? null)).join('; ')}.${premiums?.total ?? ''}`,
    sources: [...policies.map(policySource), ...(premiums?.bills ?? []).map(obligationSource)],
    // "Add up the death benefits on both life policies": the total is the answer, not each one.
    ...(life && face > 0 && policies.length > 1 && ASKS_TOTAL.test(question.text)
      ? { statesAllHeld: true as const }
      : {}),
  };
}
