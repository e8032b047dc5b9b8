import type { TLegalDocKind } from './legal-kinds';
import type { TDirectiveRules, TPoaRules, TStateRules, TWillRules } from './state-rule-types';
import { GENERAL_RULES_NOTICE, isVerified, ruleSectionFor } from './state-rules';
import { HIPAA_AUTHORIZATION_RULES } from './state-rules-data/hipaa-federal';

/**
 * Issue 17: the signing-instructions page, in plain words, from the state's row. Where a section
 * is not verified the instructions follow the general rules and say so in a step of their own.
 * What the law requires comes from the row; where to keep the original is our advice, worded as
 * advice.
 */
export type TSigningInstructions = {
  title: string;
  steps: string[];
  whereToKeep: string;
  generalRules: boolean;
};

const count = (n: number, one: string, many: string) =>
  `${n === 1 ? 'one' : n === 2 ? 'two' : n === 3 ? 'three' : String(n)} ${n === 1 ? one : many}`;

const INTERESTED_WITNESS: Record<TWillRules['interestedWitness'], string> = {
  no_effect:
    'Choose witnesses who receive nothing under the will. Your state’s law does not take away a gift to a witness, but a witness with nothing to gain avoids questions later.',
  purge_excess_over_intestate_share:
    'Choose witnesses who receive nothing under the will: a witness who does can lose whatever the will gives them beyond what they would inherit without a will.',
  void_gift_unless_two_other_witnesses:
    'Choose witnesses who receive nothing under the will: a gift to a witness is void unless two other witnesses who receive nothing also sign.',
  presumption_of_undue_influence:
    'Choose witnesses who receive nothing under the will: a gift to a witness is presumed to have been obtained by pressure or fraud, and the witness must prove otherwise to keep more than their share without a will.',
  unverified:
    'Choose witnesses who receive nothing under the will, and who are not married to someone who does.',
};

/**
 * What a verified row's notes already say, with its citation: the generic sentence on the same
 * rule is then left out, so a step never repeats another (the review found California's
 * interested-witness rule said twice).
 */
const NOTE_SAYS = {
  interestedWitnessRule:
    /interested witness|gifts? to a witness|witness who receives|a witness and the witness’s spouse|beneficiary (?:may legally )?witness|beneficiary from witnessing|interested persons are competent|witnesses may be interested/i,
  witnessMinAge: /witness[^.]*\b(?:at least \d+|\d+ or (?:older|over))\b/i,
  chooseDisinterested: /choos(?:e|ing) witnesses who receive nothing/i,
};

function notesSay(notes: readonly string[], topic: keyof typeof NOTE_SAYS): boolean {
  return notes.some((note) => NOTE_SAYS[topic].test(note));
}

/** Who may witness, said once: the generic sentences on what the row's notes do not cover. */
function witnessChoice(will: TWillRules): string | null {
  const notes = will.notes;
  const age =
    will.witnessMinAge !== null && notesSay(notes, 'witnessMinAge')
      ? will.witnessMinAge < 18
        ? 'We recommend adult witnesses, 18 or older.'
        : ''
      : witnessRule(will.witnessMinAge);
  const interested = !notesSay(notes, 'interestedWitnessRule')
    ? INTERESTED_WITNESS[will.interestedWitness]
    : notesSay(notes, 'chooseDisinterested')
      ? ''
      : 'Choose witnesses who receive nothing under the will.';
  const sentence = [age, interested].filter(Boolean).join(' ');
  return sentence || null;
}

/** The witness sentence: the statute's minimum age where it sets one, our advice where it does not. */
function witnessRule(minAge: number | null): string {
  if (minAge === null) {
    return 'Your state asks only that your witnesses be competent; we recommend adults, 18 or older.';
  }
  return minAge >= 18
    ? `Your witnesses must be at least ${minAge}.`
    : `Your witnesses must be at least ${minAge}, your state’s minimum; we recommend adults.`;
}

function selfProvingStep(will: TWillRules): string {
  const affidavit = will.selfProvingAffidavit;
  if (!affidavit.available || affidavit.form === 'none') {
    return 'Your state has no self-proving affidavit. Keep each witness’s full name, address and phone number with the will, so the court can find them if it asks.';
  }
  if (affidavit.form === 'declaration_in_attestation_clause') {
    return 'Each witness also signs the statement printed under the witness lines (the attestation clause), which says how the will was signed. Your state lets the court accept the will on that statement without calling the witnesses.';
  }
  if (affidavit.form === 'attached') {
    return 'Then you and the witnesses sign the self-proving affidavit before a notary. It lets the court accept the will without calling the witnesses. It can also be signed later, before a notary, while you and the witnesses are alive.';
  }
  return 'At the same sitting, you and the witnesses sign the self-proving affidavit before a notary. It lets the court accept the will without calling the witnesses.';
}

function optional(step: string | null): string[] {
  return step ? [step] : [];
}

function willSteps(will: TWillRules): string[] {
  // The row (art. 1576 as amended in 2025) lets the signature appear anywhere; signing at the end
  // and on every page, with the attestation, is what makes the testament self-proving, so the
  // steps ask for it and say why rather than presenting it as a condition of validity.
  if (will.form === 'louisiana_notarial') {
    const selfProof = will.selfProvingAffidavit.citation ?? 'Louisiana law';
    return [
      'Do not sign anything until you are together with a notary and two witnesses, all in the same room.',
      `In front of the notary and both witnesses, declare that this is your will, sign at the end, and sign every other separate page: signed that way, with the attestation the notary and witnesses sign, the will is self-proving (${selfProof}).`,
      ...optional(witnessChoice(will)),
      'The notary and both witnesses then sign the attestation clause printed at the end, in front of you and of each other. Its wording is the form the Civil Code gave before the 2025 amendments (former art. 1577); ask the notary to confirm it.',
      'Fill in the date on the will as the day you sign.',
    ];
  }
  return [
    `Do not sign anything until you are together with ${count(will.witnesses, 'witness', 'witnesses')}${will.selfProvingAffidavit.available && will.selfProvingAffidavit.form !== 'declaration_in_attestation_clause' && will.selfProvingAffidavit.form !== 'none' ? ' and a notary' : ''}, all in the same room at the same time.`,
    ...optional(witnessChoice(will)),
    'Tell them this is your will, write your initials on the initials line of every page, and sign and date it at the end while they watch.',
    'Each witness then signs and prints their name and address on the witness lines, while you and the other witness watch.',
    selfProvingStep(will),
    ...(will.notaryAlternative
      ? [
          'Your state also accepts a will acknowledged before a notary without witnesses; this document is made for witnesses, which every state accepts.',
        ]
      : []),
  ];
}

/** A statutory form Nido printed as the document itself (the state forms' `document`). */
type TFormUsed = { name: string } | null;

function poaSteps(poa: TPoaRules, formUsed: TFormUsed): string[] {
  const steps = [
    // The statutory forms Nido prints are all acknowledged before a notary (Cal. Prob. Code
    // § 4402(c) even where an ordinary power of attorney needs none).
    poa.notaryRequired === false && !formUsed
      ? 'Sign before a notary public, who fills in the acknowledgment at the end. Your state’s law does not require the notary, but banks and others asked to act on a power of attorney usually expect a notarised signature.'
      : 'Sign before a notary public, who fills in the acknowledgment at the end.',
  ];
  if (poa.witnesses > 0) {
    steps.push(
      `Sign in front of ${count(poa.witnesses, 'adult witness', 'adult witnesses')} who ${poa.witnesses === 1 ? 'is' : 'are'} not your agent or alternate agent, and ${poa.witnesses === 1 ? 'signs' : 'sign'} the witness lines while you watch.`,
    );
  }
  steps.push(...statutoryFormSteps(poa.statutoryForm, formUsed));
  steps.push(
    'Give your agent a copy and ask them to read the agent’s duties before they ever act for you.',
  );
  return steps;
}

function directiveSteps(directive: TDirectiveRules, formUsed: TFormUsed): string[] {
  const steps: string[] = [];
  if (directive.witnesses > 0) {
    steps.push(
      `Sign in front of ${count(directive.witnesses, 'adult witness', 'adult witnesses')}${directive.notaryAlternative ? ', or instead before a notary public' : ''}.`,
    );
  }
  if (directive.witnessDisqualifications.length > 0) {
    steps.push(`Your witnesses may not be: ${directive.witnessDisqualifications.join('; ')}.`);
  }
  if (directive.notaryRequired) {
    steps.push(
      'Sign before a notary public too: your state requires both the witnesses and a notary.',
    );
  } else if (directive.notaryRequired === null && directive.notaryAlternative === null) {
    steps.push('Sign before a notary public as well.');
  }
  steps.push(...statutoryFormSteps(directive.statutoryForm, formUsed));
  steps.push('Give copies to your agent, your alternate agent and your doctor.');
  return steps;
}

function statutoryFormSteps(form: TPoaRules['statutoryForm'], formUsed: TFormUsed): string[] {
  if (formUsed)
    return [
      `This document is your state’s own form, the “${formUsed.name}”, filled in with your answers. Initial the lines it asks you to initial and fill in any blank lines before you sign.`,
    ];
  if (!form) return [];
  return form.mandatory
    ? [
        `Your state requires its own form, the “${form.name}”. Before signing, compare this document with it, or copy your choices onto the official form.`,
      ]
    : [`Your state’s law offers an optional form, the “${form.name}”. You do not have to use it.`];
}

const HIPAA_STEPS = [
  'Sign and date the authorization; no witness or notary is needed.',
  'Give a copy to each doctor, hospital and health plan you use, and to the people it names.',
];

const WHO_ACTS: Record<TLegalDocKind, string> = {
  will: 'your executor and alternate executor',
  financial_poa: 'your agent and alternate agent',
  healthcare_directive: 'your agent and alternate agent',
  hipaa: 'the people it names',
};

const TITLES: Record<TLegalDocKind, string> = {
  will: 'How to sign your will',
  financial_poa: 'How to sign your financial power of attorney',
  healthcare_directive: 'How to sign your health-care power of attorney and living will',
  hipaa: 'How to sign your HIPAA authorization',
};

export function signingInstructions(
  kind: TLegalDocKind,
  rules: TStateRules,
  formUsed: TFormUsed = null,
): TSigningInstructions {
  const section = ruleSectionFor(kind, rules) ?? HIPAA_AUTHORIZATION_RULES;
  const generalRules = !isVerified(section);
  const steps =
    kind === 'will'
      ? willSteps(rules.will)
      : kind === 'financial_poa'
        ? poaSteps(rules.poa, formUsed)
        : kind === 'healthcare_directive'
          ? directiveSteps(rules.directive, formUsed)
          : [...HIPAA_STEPS];
  steps.push(...section.notes);
  if (generalRules) {
    steps.push(
      `${GENERAL_RULES_NOTICE}: these steps follow the way of signing most states accept, not a check of ${rules.name}’s own law.`,
    );
  }
  return {
    title: `${TITLES[kind]} in ${rules.name}`,
    steps,
    whereToKeep: `Keep the signed original somewhere fireproof that ${WHO_ACTS[kind]} can reach, such as a fire-resistant box at home or your attorney’s office, and tell them where it is. We advise against a safe-deposit box only you can open: the people who need the original may not be able to get to it in time.`,
    generalRules,
  };
}
