import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from './document-body';
import type { LegalBlock } from './legal-document-content';
import {
  ArticleNumbers,
  BLANK,
  countyName,
  day,
  dollars,
  orBlank,
  personLine,
  principalAddress,
} from './legal-wording';
import { willExecution } from './will-execution';
import {
  giftIfTheyDieFirst,
  PER_STIRPES_MEANING,
  shareIfTheyDieFirst,
  usesDescendants,
} from './will-if-they-die-first';
import { youngBeneficiaries } from './will-young-beneficiaries';

/**
 * The last will's articles, in the order a reader expects them: who I am, my family, what goes
 * to whom, who takes care of my children, my estate and my pets, my wishes, then the signing
 * (will-execution.ts). Plain words; the legal term follows in brackets where a court or a bank
 * will look for it.
 */

/** A beneficiary must outlive the testator by this long: two deaths close together then do not pass property twice. */
const SURVIVAL_DAYS = 30;

const MARITAL: Record<NonNullable<TWillAnswers['maritalStatus']>, (spouse: string) => string> = {
  single: () => 'I am not married.',
  married: (spouse) => `I am married to ${spouse}.`,
  domestic_partner: (spouse) => `My domestic partner is ${spouse}.`,
  divorced: () => 'I am divorced.',
  widowed: (spouse) =>
    spouse === BLANK ? 'I am widowed.' : `I am widowed; my spouse was ${spouse}.`,
};

const DISPOSITION: Record<NonNullable<TWillAnswers['finalArrangements']['disposition']>, string> = {
  burial: 'I would like to be buried.',
  cremation: 'I would like to be cremated.',
  body_donation: 'I would like my body to be donated for medical education or research.',
  no_preference: 'I leave the choice of burial or cremation to my executor and my family.',
};

function percent(value: number | null): string {
  return value === null ? `${BLANK}%` : `${Number(value.toFixed(2))}%`;
}

function family(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const blocks: LegalBlock[] = [{ kind: 'heading', text: article.title('My family') }];
  if (answers.maritalStatus)
    blocks.push({
      kind: 'paragraph',
      text: MARITAL[answers.maritalStatus](orBlank(answers.spouseName)),
    });
  const children = answers.children.filter((child) => child.name);
  if (children.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'I have no children.' });
    return blocks;
  }
  blocks.push(
    {
      kind: 'paragraph',
      text: children.length === 1 ? 'I have one child:' : `I have ${children.length} children:`,
    },
    {
      kind: 'list',
      items: children.map(
        (child) => `${child.name}${child.dateOfBirth ? `, born ${day(child.dateOfBirth)}` : ''}`,
      ),
    },
    {
      kind: 'paragraph',
      text: '"My children" in this will means the children named above and any child born to me or adopted by me after I sign it.',
    },
  );
  return blocks;
}

function specificGifts(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const gifts = answers.specificGifts.filter((gift) => gift.description || gift.beneficiary);
  if (gifts.length === 0) return [];
  return [
    { kind: 'heading', text: article.title('Specific gifts') },
    { kind: 'paragraph', text: 'I make the following gifts:' },
    {
      kind: 'list',
      numbered: true,
      items: gifts.map(
        (gift) =>
          `I give ${orBlank(gift.description)} to ${orBlank(gift.beneficiary)}. ${giftIfTheyDieFirst(gift)}`,
      ),
    },
    {
      kind: 'paragraph',
      text:
        'A gift that is not made passes with the rest of my estate, given in the next article. ' +
        'A gift of property I no longer own at my death is not made, and nothing is given in ' +
        'its place.',
    },
  ];
}

function residuary(answers: TWillAnswers, rules: TStateRules, article: ArticleNumbers) {
  const shares = answers.residuary.filter((share) => share.name);
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: article.title('The rest of my estate') },
    {
      kind: 'paragraph',
      text:
        'I give the rest of my estate [my residuary estate], meaning everything I own at my ' +
        'death that this will does not give away above, including any gift that is not made, ' +
        'as follows:',
    },
    {
      kind: 'list',
      items: shares.map((share) => {
        const relationship = share.relationship ? ` (${share.relationship})` : '';
        return `${percent(share.percent)} to ${share.name}${relationship}. ${shareIfTheyDieFirst(share)}`;
      }),
    },
    {
      kind: 'paragraph',
      text: `If no one named in this article, or taking in their place, survives me, the rest of my estate passes to my heirs under the law of ${rules.name}.`,
    },
  ];
  return blocks;
}

function guardians(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const hasChildren = answers.children.some((child) => child.name);
  if (!hasChildren && !answers.guardian?.name) return [];
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: article.title('Guardian for my minor children') },
    {
      kind: 'paragraph',
      text:
        'If any of my children is a minor when I die and no other parent of the child is living ' +
        `and able to care for the child, I name ${personLine(answers.guardian)} as guardian of ` +
        'the person and the property of that child.',
    },
  ];
  if (answers.alternateGuardian?.name)
    blocks.push({
      kind: 'paragraph',
      text: `If ${orBlank(answers.guardian?.name)} cannot or will not serve, or stops serving, I name ${personLine(answers.alternateGuardian)} as guardian instead.`,
    });
  return blocks;
}

function executor(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: article.title('My executor') },
    {
      kind: 'paragraph',
      text: `I name ${personLine(answers.executor)} as executor of this will (in some states called the personal representative).`,
    },
  ];
  if (answers.alternateExecutor?.name)
    blocks.push({
      kind: 'paragraph',
      text: `If ${orBlank(answers.executor?.name)} dies before me, cannot or will not serve, or stops serving, I name ${personLine(answers.alternateExecutor)} as executor instead.`,
    });
  blocks.push(
    {
      kind: 'paragraph',
      text: 'My executor may do the following without a court order, as far as the law allows:',
    },
    {
      kind: 'list',
      items: [
        'collect, keep, sell, lease or mortgage any of my property, at public or private sale;',
        'pay my debts, the expenses of my last illness and funeral, the costs of settling my estate, and any taxes due because of my death, from the rest of my estate;',
        'settle, pay or contest claims for or against my estate;',
        'open and close accounts, and manage, access, transfer or close my online accounts and digital assets;',
        'hire and pay lawyers, accountants and other help;',
        'distribute property in cash or in kind, or partly in each.',
      ],
    },
    {
      kind: 'paragraph',
      text:
        'I request that no bond or other security be required of any executor named in this ' +
        'will, in any court, as far as the law allows. I also request that my estate be settled ' +
        'with as little court supervision as the law allows.',
    },
  );
  return blocks;
}

function pets(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const named = answers.pets.filter((pet) => pet.name);
  if (named.length === 0) return [];
  return [
    { kind: 'heading', text: article.title('My pets') },
    {
      kind: 'list',
      items: named.map((pet) => {
        const kind = pet.species ? ` (${pet.species})` : '';
        const alternate = pet.alternateCaretaker
          ? ` If ${orBlank(pet.caretaker)} cannot or will not take ${pet.name}, I give ${pet.name} to ${pet.alternateCaretaker}.`
          : '';
        const fund = pet.careFundDollars
          ? ` I give ${dollars(pet.careFundDollars)} to the person who takes ${pet.name}, and ask that it be used for ${pet.name}’s care.`
          : '';
        return `I give my pet ${pet.name}${kind} to ${orBlank(pet.caretaker)}.${alternate}${fund}`;
      }),
    },
  ];
}

function finalArrangements(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  const { disposition, wishes } = answers.finalArrangements;
  if (!disposition && !wishes) return [];
  const blocks: LegalBlock[] = [{ kind: 'heading', text: article.title('Final arrangements') }];
  if (disposition) blocks.push({ kind: 'paragraph', text: DISPOSITION[disposition] });
  if (wishes) blocks.push({ kind: 'paragraph', text: wishes });
  blocks.push({
    kind: 'paragraph',
    text: 'I ask my executor and my family to follow these wishes where they can.',
  });
  return blocks;
}

function generalProvisions(answers: TWillAnswers, article: ArticleNumbers): LegalBlock[] {
  return [
    { kind: 'heading', text: article.title('General provisions') },
    {
      kind: 'list',
      items: [
        `A person must outlive me by ${SURVIVAL_DAYS} days to receive anything under this will; otherwise this will treats them as not having survived me.`,
        ...(usesDescendants(answers) ? [PER_STIRPES_MEANING] : []),
        'If any part of this will cannot be enforced, the rest of it still applies.',
        'The headings are only there to help the reader; they do not change what the articles say.',
      ],
    },
  ];
}

export function willDocument(answers: TWillAnswers, rules: TStateRules): DocumentBody {
  const testator = answers.testator;
  const name = orBlank(testator.fullName);
  const louisiana = rules.will.form === 'louisiana_notarial';
  const article = new ArticleNumbers();
  const also = testator.otherNames ? `, also known as ${testator.otherNames}` : '';
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: article.title('Declaration') },
    {
      kind: 'paragraph',
      text: `I, ${name}${also}, of ${principalAddress(testator, rules)}, declare this to be my last will and testament${louisiana ? ' (a notarial testament under Louisiana law)' : ''}.`,
    },
    { kind: 'heading', text: article.title('I revoke my earlier wills') },
    {
      kind: 'paragraph',
      text: 'I revoke all wills and codicils I made before this one.',
    },
    ...family(answers, article),
    ...specificGifts(answers, article),
    ...residuary(answers, rules, article),
    ...youngBeneficiaries(answers, rules, article),
    ...guardians(answers, article),
    ...executor(answers, article),
    ...pets(answers, article),
    ...finalArrangements(answers, article),
    ...generalProvisions(answers, article),
    ...willExecution(answers, rules),
  ];
  return {
    title: `Last Will and Testament of ${name}`,
    subtitle: [
      louisiana ? 'Notarial testament, State of Louisiana' : `State of ${rules.name}`,
      countyName(testator.county, rules),
    ].filter((line): line is string => Boolean(line)),
    runningHead: `Last will and testament of ${name}`,
    author: name,
    testatorSignsEveryPage: louisiana,
    blocks,
  };
}
