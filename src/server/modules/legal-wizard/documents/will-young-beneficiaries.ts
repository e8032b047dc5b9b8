import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import { TRANSFERS_TO_MINORS } from '@shared/legal/state-rules-data/transfers-to-minors';
import type { LegalBlock } from './legal-document-content';
import type { ArticleNumbers } from './legal-wording';
import { orBlank, personLine } from './legal-wording';

/**
 * Issue 37: property for a beneficiary too young to receive it outright. Without this article a
 * minor who inherits needs a court-appointed guardian of their property until 18, under court
 * supervision, and then receives everything at once. The will holds it instead in a trust for
 * that beneficiary to the age chosen, or gives it to a custodian under the state's Uniform
 * Transfers to Minors Act until the age that act allows (transfers-to-minors.ts, cited); when
 * neither is chosen, the executor may still give a minor's property to such a custodian.
 */

type Young = TWillAnswers['youngBeneficiaries'];

function successor(young: Young, role: 'trustee' | 'custodian'): string {
  if (!young.alternateManager?.name) return '';
  return ` If ${orBlank(young.manager?.name)} cannot or will not serve, or stops serving, I name ${personLine(young.alternateManager)} as ${role} instead.`;
}

const WHO =
  'If a beneficiary of this will (including a descendant who takes in place of someone who died before me)';

function trust(young: Young): LegalBlock[] {
  const age = young.age ?? 18;
  return [
    {
      kind: 'paragraph',
      text:
        `${WHO} is under ${age} when property passes to them under it, my executor shall not ` +
        `give it to them outright but to ${personLine(young.manager)}, as trustee, to hold in a ` +
        `separate trust for that beneficiary.${successor(young, 'trustee')}`,
    },
    {
      kind: 'list',
      items: [
        'The trustee may use as much of the income and principal as the trustee considers advisable for the beneficiary’s health, education, support and maintenance, and adds income not used to the principal.',
        `When the beneficiary reaches ${age}, the trustee gives them what remains. If the beneficiary dies before that age, what remains goes to the beneficiary’s estate.`,
        'The trustee may keep, invest, sell and manage the trust property, and pay its costs from it. No bond is required of any trustee, and a trustee is entitled to reasonable compensation.',
        'Before it is paid to them, a beneficiary may not sell, give away or pledge their interest in the trust, and it is not available to their creditors.',
      ],
    },
  ];
}

function custodian(young: Young, rules: TStateRules): LegalBlock[] {
  const law = TRANSFERS_TO_MINORS[rules.code];
  const age = law ? (young.age ?? law.defaultAge) : null;
  const until = law
    ? `until the beneficiary reaches ${age}, under the ${law.actName} (${law.citation})`
    : `under the Uniform Transfers to Minors Act of ${rules.name}, until the age that act sets`;
  // Under the custodianship's own age, not only under 18: a 19-year-old whose custodianship the
  // will sets to last until 21 does not take outright.
  const underAge = age ? `under ${age}` : 'a minor';
  return [
    {
      kind: 'paragraph',
      text:
        `${WHO} is ${underAge} when property passes to them under it, my executor shall give it to ` +
        `${personLine(young.manager)}, as custodian for that beneficiary, to hold ${until}.` +
        successor(young, 'custodian'),
    },
  ];
}

/** When no holding was chosen: the executor may still avoid a guardianship for a minor's property. */
function executorMayUseCustodian(rules: TStateRules): LegalBlock[] {
  return [
    {
      kind: 'paragraph',
      text:
        `${WHO} is a minor when property passes to them under it, my executor may give it to a ` +
        'custodian chosen by my executor, for that beneficiary, under the Uniform Transfers to ' +
        `Minors Act of ${rules.name} or of the state where the beneficiary lives.`,
    },
  ];
}

export function youngBeneficiaries(
  answers: TWillAnswers,
  rules: TStateRules,
  article: ArticleNumbers,
): LegalBlock[] {
  const young = answers.youngBeneficiaries;
  const heading: LegalBlock = {
    kind: 'heading',
    text: article.title('Property for a young beneficiary'),
  };
  switch (young.holding) {
    case 'trust':
      return [heading, ...trust(young)];
    case 'custodian':
      return [heading, ...custodian(young, rules)];
    case null:
      return [heading, ...executorMayUseCustodian(rules)];
  }
}
