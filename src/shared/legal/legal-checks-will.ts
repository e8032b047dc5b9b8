import type { TLegalCheck } from './legal-api';
import { whenTheyDieFirst, type TWillAnswers } from './legal-answers';
import { LEGAL_STEPS } from './legal-kinds';
import { adulthoodOn, isNamed, normalisedName, personAdulthood } from './legal-checks-people';
import { adultCheck } from './legal-checks-adult';
import { principalCheck } from './legal-checks-principal';
import { ifTheyDieFirstCheck, youngBeneficiariesCheck } from './legal-checks-young';
import type { TStateRules } from './state-rule-types';
import { isVerified } from './state-rules';

const step = (name: string) => LEGAL_STEPS.will.indexOf(name);

/** Shares add to 100 within a rounding hair, so 33.33 + 33.33 + 33.34 passes. */
const PERCENT_TOLERANCE = 0.001;

function childrenUnder18(answers: TWillAnswers, today: string) {
  const children = answers.children.filter((child) => child.name || child.dateOfBirth);
  return {
    minors: children.filter((child) => adulthoodOn(child.dateOfBirth, today) === 'minor'),
    undated: children.filter((child) => !child.dateOfBirth),
  };
}

function residuaryCheck(answers: TWillAnswers): TLegalCheck {
  return {
    id: 'residuary',
    severity: 'error',
    ok: answers.residuary.some((share) => share.name),
    title: 'Name someone to receive everything else',
    explanation:
      'The “everything else” clause passes whatever your specific gifts do not cover, including things you own later. Without it, that part of your estate goes to relatives chosen by state law, not by you.',
    step: step('residuary'),
  };
}

function percentagesCheck(answers: TWillAnswers): TLegalCheck {
  const shares = answers.residuary.filter((share) => share.name || share.percent !== null);
  const total = shares.reduce((sum, share) => sum + (share.percent ?? 0), 0);
  const rounded = Math.round(total * 100) / 100;
  return {
    id: 'percentages',
    severity: 'error',
    ok: shares.length > 0 && Math.abs(total - 100) < PERCENT_TOLERANCE,
    title: `Make the shares of everything else add up to 100% (now ${rounded}%)`,
    explanation:
      'If the shares add up to less, part of your estate has no one to go to; if they add up to more, your executor cannot follow the will as written.',
    step: step('residuary'),
  };
}

function guardianCheck(answers: TWillAnswers, today: string): TLegalCheck {
  const { minors, undated } = childrenUnder18(answers, today);
  const named = isNamed(answers.guardian);
  const base = { id: 'guardian' as const, step: step('guardians') };
  if (minors.length > 0 && !named) {
    return {
      ...base,
      severity: 'error',
      ok: false,
      title: 'Name a guardian for your children under 18',
      explanation:
        'If both parents die while a child is under 18, a court picks who raises them. Naming a guardian tells the court whom you trust.',
    };
  }
  if (undated.length > 0 && !named) {
    return {
      ...base,
      severity: 'warning',
      ok: false,
      title: 'Add your children’s dates of birth',
      explanation: `We cannot tell whether ${undated.map((child) => child.name ?? 'a child').join(', ')} ${undated.length === 1 ? 'is' : 'are'} under 18. Children under 18 need a guardian named in your will.`,
      step: step('family'),
    };
  }
  return {
    ...base,
    severity: 'error',
    ok: true,
    title: 'Name a guardian for your children under 18',
    explanation: named
      ? `${answers.guardian?.name} is named as guardian.`
      : 'None of your children is under 18, so no guardian is needed.',
  };
}

function alternatesCheck(answers: TWillAnswers, today: string): TLegalCheck {
  const missing: string[] = [];
  if (!isNamed(answers.alternateExecutor)) missing.push('an alternate executor');
  if (childrenUnder18(answers, today).minors.length > 0 && !isNamed(answers.alternateGuardian)) {
    missing.push('an alternate guardian');
  }
  const base = {
    id: 'alternates' as const,
    step: step(missing[0] === 'an alternate guardian' ? 'guardians' : 'executor'),
  };
  if (missing.length > 0) {
    return {
      ...base,
      severity: 'error',
      ok: false,
      title: `Name ${missing.join(' and ')}`,
      explanation:
        'If the person you chose first dies before you, cannot serve or says no, the alternate steps in, so a court does not have to choose for you.',
    };
  }
  return {
    ...base,
    severity: 'error',
    ok: true,
    title: 'Name alternates',
    explanation: 'Every role and share has someone to step in.',
  };
}

/** The alternate a gift or share names, only when the will gives it to them. */
function alternateOf(
  row: TWillAnswers['residuary'][number] | TWillAnswers['specificGifts'][number],
) {
  return whenTheyDieFirst(row) === 'alternate' ? row.alternate : null;
}

/** Everyone who receives something under the will, including alternates and pet caretakers. */
function beneficiaryNames(answers: TWillAnswers): string[] {
  return [
    ...answers.residuary.flatMap((share) => [share.name, alternateOf(share)]),
    ...answers.specificGifts.flatMap((gift) => [gift.beneficiary, alternateOf(gift)]),
    answers.youngBeneficiaries.manager?.name ?? null,
    answers.youngBeneficiaries.alternateManager?.name ?? null,
    ...answers.pets.flatMap((pet) => [pet.caretaker, pet.alternateCaretaker]),
  ].filter((name): name is string => Boolean(name));
}

const GENERAL_WITNESS_EXPLANATION =
  'In many states a witness who receives something under the will loses that gift, or the will is harder to prove. Ask two adults who receive nothing.';

/**
 * What the state's verified row says happens to a gift to a witness (the same effects the
 * signing instructions give); an unverified row, or none, keeps the general explanation.
 */
function witnessExplanation(rules: TStateRules | undefined): string {
  if (!rules || !isVerified(rules.will)) return GENERAL_WITNESS_EXPLANATION;
  const law = `${rules.name} law (${rules.will.citation})`;
  switch (rules.will.interestedWitness) {
    case 'no_effect':
      return `Under ${law} a gift to a witness is not taken away, but a witness who receives nothing avoids questions when the will is proved. We advise two adults who receive nothing.`;
    case 'purge_excess_over_intestate_share':
      return `Under ${law} a witness who receives something under the will can lose whatever it gives them beyond what they would inherit without a will. Ask two adults who receive nothing.`;
    case 'void_gift_unless_two_other_witnesses':
      return `Under ${law} a gift to a witness is void unless two other witnesses who receive nothing also sign. Ask two adults who receive nothing.`;
    case 'presumption_of_undue_influence':
      return `Under ${law} a gift to a witness is presumed to have been obtained by pressure or fraud, and the witness must prove otherwise. Ask two adults who receive nothing.`;
    case 'unverified':
      return GENERAL_WITNESS_EXPLANATION;
  }
}

function witnessCheck(answers: TWillAnswers, rules: TStateRules | undefined): TLegalCheck {
  const beneficiaries = new Set(beneficiaryNames(answers).map(normalisedName));
  const conflicts = answers.witnesses
    .map((witness) => witness.name)
    .filter((name): name is string => Boolean(name) && beneficiaries.has(normalisedName(name!)));
  // Where the state's verified row says the gift stands, a witness who receives something is
  // our advice against, not a fault that stops the will.
  const giftStands =
    rules && isVerified(rules.will) && rules.will.interestedWitness === 'no_effect';
  return {
    id: 'witness_beneficiary',
    severity: giftStands ? 'warning' : 'error',
    ok: conflicts.length === 0,
    title:
      conflicts.length === 0
        ? 'Choose witnesses who receive nothing under the will'
        : giftStands
          ? `${conflicts.join(', ')} ${conflicts.length === 1 ? 'receives' : 'each receive'} something under the will: choose another witness`
          : `${conflicts.join(', ')} cannot witness: ${conflicts.length === 1 ? 'they receive' : 'they each receive'} something under the will`,
    explanation: witnessExplanation(rules),
    step: step('review'),
  };
}

function executorCheck(answers: TWillAnswers, today: string): TLegalCheck {
  const base = { id: 'executor_adult' as const, step: step('executor') };
  if (!isNamed(answers.executor)) {
    return {
      ...base,
      severity: 'error',
      ok: false,
      title: 'Name an executor',
      explanation:
        'The executor gathers what you own, pays your debts and hands out what your will gives. Without one, a court appoints someone.',
    };
  }
  return adultCheck(base, answers.executor.name, personAdulthood(answers.executor, today), {
    someone: 'an executor',
    role: 'executor',
    underAge:
      'A court will not appoint someone under 18 as executor. Choose an adult, or wait and update your will later.',
  });
}

export function willChecks(
  answers: TWillAnswers,
  today: string,
  rules?: TStateRules,
): TLegalCheck[] {
  return [
    principalCheck(answers.testator, step('about_you')),
    residuaryCheck(answers),
    percentagesCheck(answers),
    guardianCheck(answers, today),
    alternatesCheck(answers, today),
    executorCheck(answers, today),
    ifTheyDieFirstCheck(answers),
    youngBeneficiariesCheck(answers, today, rules),
    witnessCheck(answers, rules),
  ];
}
