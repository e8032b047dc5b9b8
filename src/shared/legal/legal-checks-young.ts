import type { TLegalCheck } from './legal-api';
import { whenTheyDieFirst, type TWillAnswers } from './legal-answers';
import { LEGAL_STEPS } from './legal-kinds';
import { adulthoodOn, isNamed, personAdulthood, sameName } from './legal-checks-people';
import type { TStateRules } from './state-rule-types';
import { TRANSFERS_TO_MINORS } from './state-rules-data/transfers-to-minors';

/**
 * Issue 37: the will's checks for who receives a gift when its person dies first, and for the
 * property of a beneficiary too young to receive it outright.
 */

const step = (name: string) => LEGAL_STEPS.will.indexOf(name);

type TRow = { name: string; step: number };

/**
 * Each gift and share says who receives it if its person dies first: "a person I name" must name
 * one (an error); a row saved before the choice existed is asked to choose (a warning: it keeps
 * going to the others, where most states' law would give it to that person's descendants).
 */
export function ifTheyDieFirstCheck(answers: TWillAnswers): TLegalCheck {
  const rows = [
    ...answers.specificGifts
      .filter((gift) => gift.beneficiary)
      .map((gift) => ({ row: gift, name: gift.beneficiary!, step: step('gifts') })),
    ...answers.residuary
      .filter((share) => share.name)
      .map((share) => ({ row: share, name: share.name!, step: step('residuary') })),
  ];
  const unnamed: TRow[] = rows.filter(
    ({ row }) => whenTheyDieFirst(row) === 'alternate' && !row.alternate,
  );
  const unchosen: TRow[] = rows.filter(({ row }) => row.ifTheyDieFirst === null && !row.alternate);
  const base = { id: 'if_they_die_first' as const };
  const names = (list: TRow[]) => list.map((each) => each.name).join(', ');
  if (unnamed.length > 0)
    return {
      ...base,
      severity: 'error',
      ok: false,
      title: `Name the alternate for ${names(unnamed)}`,
      explanation:
        'You chose “Someone I name” for what happens if they die before you, but did not name that person.',
      step: unnamed[0]!.step,
    };
  if (unchosen.length > 0)
    return {
      ...base,
      severity: 'warning',
      ok: false,
      title: `Choose who receives what you give ${names(unchosen)} if they die before you`,
      explanation:
        'As written, it goes to the others you named. Most states’ law would give a family member’s gift to their children instead; choose which you want.',
      step: unchosen[0]!.step,
    };
  return {
    ...base,
    severity: 'error',
    ok: true,
    title: 'Say who receives each gift if its person dies before you',
    explanation:
      'Each gift and share goes to the descendants of its person, to the others you named, or to an alternate, as you chose.',
    step: step('residuary'),
  };
}

function childrenAges(answers: TWillAnswers, today: string) {
  const children = answers.children.filter((child) => child.name);
  return {
    minors: children.some((child) => adulthoodOn(child.dateOfBirth, today) === 'minor'),
    undated: children.filter((child) => !child.dateOfBirth).map((child) => child.name),
  };
}

/** The age a custodian may keep the property to, where the state's act was read. */
function custodianAgeProblem(answers: TWillAnswers, rules: TStateRules | undefined): string | null {
  const { age } = answers.youngBeneficiaries;
  const law = rules ? TRANSFERS_TO_MINORS[rules.code] : undefined;
  if (!law || age === null || law.ages.includes(age)) return null;
  const ages =
    law.ages.length === 1
      ? `only until ${law.ages[0]}`
      : `until ${law.ages.slice(0, -1).join(', ')} or ${law.ages.at(-1)}`;
  return `Under the ${law.actName} (${law.citation}) a custodian named in a will can hold it ${ages}.`;
}

export function youngBeneficiariesCheck(
  answers: TWillAnswers,
  today: string,
  rules?: TStateRules,
): TLegalCheck {
  const young = answers.youngBeneficiaries;
  const base = { id: 'young_beneficiaries' as const, step: step('young_beneficiaries') };
  const role = young.holding === 'custodian' ? 'custodian' : 'trustee';
  const fail = (title: string, explanation: string, severity: 'error' | 'warning' = 'error') => ({
    ...base,
    severity,
    ok: false,
    title,
    explanation,
  });
  const children = childrenAges(answers, today);
  if (young.holding === null && children.minors)
    return fail(
      'Choose how your children’s inheritance is held until they are older',
      'A child under 18 cannot own what they inherit: without a trust or a custodian, a court appoints a guardian of their property, supervises it, and hands everything over at 18.',
    );
  if (young.holding === null && children.undated.length > 0)
    return fail(
      'Add your children’s dates of birth, or choose how a young beneficiary’s property is held',
      `We cannot tell whether ${children.undated.join(', ')} ${children.undated.length === 1 ? 'is' : 'are'} under 18. A child under 18 who inherits needs a trust or a custodian, or a court appoints a guardian of their property.`,
      'warning',
    );
  if (young.holding === null)
    return {
      ...base,
      severity: 'error',
      ok: true,
      title: 'Property for a young beneficiary',
      explanation:
        'You have no children under 18. If a minor inherits, your executor may give their property to a custodian for them.',
    };
  if (!isNamed(young.manager))
    return fail(`Name the ${role}`, `The ${role} manages a young beneficiary’s property for them.`);
  if (answers.testator.fullName && sameName(young.manager.name, answers.testator.fullName))
    return fail(
      `You can't be the ${role}: name someone else`,
      `The ${role} acts after your death, so it must be someone who will outlive you.`,
    );
  const adulthood = personAdulthood(young.manager, today);
  if (adulthood !== 'adult')
    return fail(
      adulthood === 'minor'
        ? `${young.manager.name} is under 18 and cannot be ${role}`
        : `Confirm that ${young.manager.name} is 18 or older`,
      `A ${role} must be an adult. Add their date of birth or confirm they are an adult.`,
      adulthood === 'minor' ? 'error' : 'warning',
    );
  if (young.holding === 'trust' && young.age === null)
    return fail(
      'Choose the age the trust ends',
      'The trustee gives the beneficiary what remains at the age you choose, from 18 to 35.',
    );
  const unverifiedLaw = rules && !TRANSFERS_TO_MINORS[rules.code];
  if (young.holding === 'custodian' && young.age !== null && unverifiedLaw)
    return fail(
      `The will names no age for a custodian in ${rules.name}`,
      `Nido has not checked ${rules.name}’s transfers-to-minors law (unverified), so the will does not name the age you chose: the custodian keeps the property until the age that law sets. Choose a trust for an age of your own.`,
      'warning',
    );
  const ageProblem = young.holding === 'custodian' ? custodianAgeProblem(answers, rules) : null;
  if (ageProblem) return fail('Choose an age the state allows for a custodian', ageProblem);
  return {
    ...base,
    severity: 'error',
    ok: true,
    title: `${young.manager.name} is named ${role} for a young beneficiary’s property`,
    explanation:
      young.holding === 'trust'
        ? `A beneficiary under ${young.age} receives their property in a trust until that age.`
        : 'A minor’s property goes to the custodian under the state’s Uniform Transfers to Minors Act.',
  };
}
