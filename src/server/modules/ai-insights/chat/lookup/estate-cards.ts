import { termEndOf, termEndText } from '../records/term-end';
import { maskedNumber } from '../whole-numbers';
import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import {
  instrumentLabel,
  policyLabel,
  recipientsText,
} from '@shared/estate/estate-analysis/estate-labels';
import type { InstrumentFacts, PolicyFacts } from '@shared/estate/estate-analysis/estate-facts';
import {
  PERSON_ROLE_LABELS,
  VARIANT_LABELS,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import { POLICY_KIND_LABELS } from '@shared/estate/policy-schemas';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { instrumentSummary } from '../intents/estate-documents';
import { withAdvisorsNamed } from '../records/advisor-firms';
import { monthlyCents } from '../records/obligation-lines';
import { instrumentSource, obligationSource, policySource } from '../records/sources';
import { chargeText, notesFact, proseWordsOf, wordsOf } from './card-words';
import { lazyCard, type CardDetails, type CardFact, type RecordCard } from './record-card';
import { purposeWords } from '../records/what-it-is-for';
import { roleText } from '../records/role-text';
import { premiumsOf } from '../records/policy-premiums';

/** Other words people use for a role ("who makes medical decisions" is the health-care agent). */
export const ROLE_WORDS: Record<TPersonRole, string> = {
  executor: 'executor executrix personal representative',
  trustee: 'trustee trustees',
  successor_trustee: 'successor trustee trustees backup',
  agent: 'agent poa financial attorney fact',
  health_care_agent: 'agent healthcare health medical proxy decisions',
  authorized_person: 'authorized hipaa medical records',
  guardian: 'guardian guardians kids children',
  pet_caretaker: 'pet pets caretaker dog cat',
  witness: 'witness witnesses',
};

/** An answer that states this has answered "what is the policy number?". */
const NO_POLICY_NUMBER = 'no policy number recorded';

/** Notes that say an advisor made a document ("Drafted our wills"), not that they "will send" it. */
const DRAFTED =
  /\b(drafted|drafts|drew up|draws up|prepared|prepares|wrote|writes|updated|updates)\b/i;

/** How notes speak of each kind of estate document ("our wills", "the POA"). */
const KIND_WORDS: Partial<Record<InstrumentFacts['kind'], string>> = {
  will: 'will wills',
  trust: 'trust trusts',
  financial_poa: 'poa poas',
  healthcare_poa: 'poa poas',
  living_will: 'directive directives',
  hipaa: 'hipaa',
};

/** Every word that names a role someone holds in a document. */
export const ROLE_WORD_SET: ReadonlySet<string> = new Set(
  [...Object.values(ROLE_WORDS), ...Object.values(PERSON_ROLE_LABELS)].flatMap((text) =>
    wordsOf(text),
  ),
);

function policyDetails(policy: PolicyFacts, snapshot: HouseholdSnapshot): CardDetails {
  const facts: CardFact[] = [
    { attributes: ['carrier'], text: `with ${policy.carrier}`, marker: policy.carrier },
    policy.faceAmountCents === null
      ? { attributes: ['coverage'], text: 'no face amount recorded' }
      : {
          attributes: ['coverage'],
          text: `pays ${formatCents(policy.faceAmountCents)}`,
          cents: policy.faceAmountCents,
          key: `coverage:${policy.id}`,
        },
  ];
  if (policy.insuredName)
    facts.push({ attributes: ['owner'], text: `insures ${policy.insuredName}` });
  const beneficiaries = recipientsText(policy.beneficiaries);
  if (beneficiaries)
    facts.push({ attributes: ['beneficiary'], text: `beneficiaries ${beneficiaries}` });
  // Masked as on the Insurance tab, whose Reveal shows the whole number (and logs that it did).
  const last4 = policy.policyNumberLast4;
  facts.push(
    last4
      ? {
          attributes: ['number'],
          text: maskedNumber('policy', last4),
          marker: last4,
        }
      : { attributes: ['number'], text: NO_POLICY_NUMBER, marker: NO_POLICY_NUMBER },
    ...notesFact(policy.notes),
  );
  const term = termEndOf(policy.notes);
  if (term)
    facts.push({ attributes: ['notes'], text: termEndText(term), marker: String(term.ends) });
  const premiums = premiumsOf(policy, snapshot.obligations);
  for (const premium of premiums)
    facts.push({
      attributes: ['cost'],
      text: `premium ${chargeText(premium.costCents, premium.frequency, monthlyCents(premium))}`,
      cents: monthlyCents(premium),
      charge: { cents: premium.costCents, frequency: premium.frequency },
      key: `obligation:${premium.id}`,
    });
  return { facts, sources: [policySource(policy), ...premiums.map(obligationSource)] };
}

function policyCard(policy: PolicyFacts, snapshot: HouseholdSnapshot): RecordCard {
  // Its premiums are looked for among every bill: only when a question reads this policy.
  return lazyCard(
    {
      kind: 'policy',
      id: policy.id,
      title: policyLabel(policy),
      // "Policy ending 2919": the last four name it, as the Insurance tab shows them.
      nameWords: [
        ...wordsOf(policy.carrier),
        ...(policy.policyNumberLast4 ? [policy.policyNumberLast4] : []),
      ],
      kindWords: wordsOf(
        POLICY_KIND_LABELS[policy.kind],
        'insurance policy',
        ...purposeWords(policy.kind),
      ),
      ownerWords: wordsOf(policy.insuredName),
      notesWords: proseWordsOf(policy.notes),
    },
    () => policyDetails(policy, snapshot),
  );
}

function peopleFacts(instrument: InstrumentFacts): CardFact[] {
  return [...instrument.people]
    .sort((a, b) => a.role.localeCompare(b.role) || a.rank - b.rank)
    .map((person) => ({
      attributes: ['people'],
      text: `${roleText(person)}: ${person.name}${person.relationship ? ` (${person.relationship})` : ''}`,
      marker: person.name,
      roleWords: wordsOf(PERSON_ROLE_LABELS[person.role], ROLE_WORDS[person.role]),
    }));
}

function instrumentCard(instrument: InstrumentFacts, snapshot: HouseholdSnapshot): RecordCard {
  const detail = snapshot.instrumentDetails.find((each) => each.instrumentId === instrument.id);
  const facts: CardFact[] = [
    ...peopleFacts(instrument),
    { attributes: ['signed', 'review'], text: instrumentSummary(instrument, snapshot) },
  ];
  // "Who drafted our wills?": an advisor whose notes speak of this kind of document.
  const kindWords = wordsOf(instrument.kind.replace(/_/g, ' '), KIND_WORDS[instrument.kind]);
  for (const advisor of snapshot.advisors)
    if (
      advisor.notes &&
      DRAFTED.test(advisor.notes) &&
      wordsOf(advisor.notes).some((word) => kindWords.includes(word))
    )
      facts.push({
        attributes: ['handles'],
        text: `${advisor.name}, your ${(ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role).toLowerCase()}${advisor.firm ? ` at ${advisor.firm}` : ''}: “${advisor.notes}”`,
        marker: advisor.name,
      });
  if (detail?.originalLocation)
    facts.push({
      attributes: ['location'],
      text: `the signed original is kept: ${withAdvisorsNamed(detail.originalLocation, snapshot.advisors)}`,
    });
  facts.push(...notesFact(instrument.notes));
  return {
    kind: 'instrument',
    id: instrument.id,
    title: instrumentLabel(instrument),
    nameWords: wordsOf(
      instrumentLabel(instrument).replace(/ of .*$/, ''),
      VARIANT_LABELS[instrument.variant],
    ),
    kindWords: wordsOf('estate document', instrument.kind.replace(/_/g, ' ')),
    ownerWords: wordsOf(instrument.principalName),
    notesWords: proseWordsOf(instrument.notes),
    facts,
    sources: [instrumentSource(instrument)],
  };
}

/** Policies with their premiums, and estate documents with their people. */
export function estateCards(snapshot: HouseholdSnapshot): RecordCard[] {
  return [
    ...snapshot.estate.policies.map((policy) => policyCard(policy, snapshot)),
    ...snapshot.estate.instruments.map((instrument) => instrumentCard(instrument, snapshot)),
  ];
}
