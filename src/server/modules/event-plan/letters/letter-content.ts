import { format, parseISO } from 'date-fns';
import type { TEventKind } from '@shared/triggering-event/event-schemas';
import type { TTaskDecision, TTaskFact } from '@shared/triggering-event/plan-schemas';
import { FACT, factValue } from '../fact-text';
import type { LetterKind } from '../templates/template-types';

/** A blank line the family fills in by hand: what the records do not hold. */
export const BLANK = '________________________';

export type LetterInput = {
  letterKind: LetterKind;
  eventKind: TEventKind;
  /** Who the letter is to: "Equifax", "Chase", "Social Security". */
  recipient: string;
  /** The person the event is about: the owner of the household. */
  personName: string;
  eventDate: string;
  /** The home on record (a primary residence), for "last address". */
  lastAddress: string | null;
  /** The signed-in person writing it: the executor, or the agent during an incapacity. */
  writerName: string;
  today: string;
  facts: readonly TTaskFact[];
  decision: TTaskDecision | null;
  /** Whether an insurer's policy is a life policy (a death benefit to claim). */
  lifePolicy: boolean;
};

export type LetterLine = { label: string; value: string };

export type LetterContent = {
  title: string;
  date: string;
  to: string[];
  regarding: LetterLine[];
  paragraphs: string[];
  enclosures: string[];
  signOff: LetterLine[];
  footer: string;
};

function longDate(day: string): string {
  return format(parseISO(day), 'MMMM d, yyyy');
}

/** The record's own lines under "Regarding": the account, the policy, the service. */
function recordLines(input: LetterInput): LetterLine[] {
  const value = (label: string) => factValue(input.facts, label) ?? BLANK;
  switch (input.letterKind) {
    case 'bank':
      return [
        { label: 'Account', value: value('Account') },
        { label: 'Account number', value: value(FACT.number) },
      ];
    case 'insurer':
      return [
        { label: 'Policy', value: value('Policy') },
        { label: 'Policy number', value: value(FACT.policyNumber) },
        { label: 'Insured', value: factValue(input.facts, 'Insured') ?? input.personName },
      ];
    case 'utility':
      return [
        { label: 'Service', value: input.recipient },
        { label: 'Account number', value: value(FACT.accountReference) },
      ];
    default:
      return [];
  }
}

function deathRequest(input: LetterInput): string {
  switch (input.letterKind) {
    case 'credit_bureau':
      return 'Please mark the credit file “Deceased – do not issue credit” and send a copy of the credit report to me at the address below.';
    case 'social_security':
      return 'Please record the death, and tell me whether survivor benefits or the lump-sum death payment may be claimed, and how.';
    case 'bank':
      return 'Please record the death on the account listed above and tell me what you need to release or transfer it, including any payable-on-death or beneficiary claim.';
    case 'insurer':
      return input.lifePolicy
        ? 'Please send the forms to claim the death benefit of the policy listed above.'
        : 'Please record the death and tell me how it affects the policy listed above.';
    case 'utility':
      if (input.decision === 'cancel')
        return `Please close the account listed above as of ${BLANK} and send the final bill to me at the address below.`;
      if (input.decision === 'transfer')
        return `Please transfer the account listed above to ${BLANK} as of ${BLANK}, and tell me what you need to do so.`;
      return 'Please record the death on the account listed above and tell me what you need to keep the service in place.';
  }
}

function incapacityRequest(input: LetterInput): string {
  switch (input.letterKind) {
    case 'insurer':
      return 'Please tell me whether the policy listed above pays benefits now, and send me the forms to claim them.';
    case 'bank':
      return 'Please record the power of attorney on the account listed above, so that I can pay bills from it, and tell me what you need from me.';
    default:
      return 'Please record the power of attorney on the account listed above and tell me what you need from me.';
  }
}

/**
 * The text of a letter a task offers, filled from the records: who it is about, the date of
 * death (or onset), the account or policy with its masked number, the writer's name. What the
 * records do not hold (a Social Security number, a date of birth, a mailing address) is a blank to
 * fill in by hand; no address is ever made up.
 */
export function letterContent(input: LetterInput): LetterContent {
  const death = input.eventKind === 'death';
  const opening = death
    ? `I am writing to tell you of the death of ${input.personName} on ${longDate(input.eventDate)}.`
    : `I act for ${input.personName} under a durable power of attorney. ${input.personName} has been unable to manage their own affairs since ${longDate(input.eventDate)}.`;
  const where =
    input.letterKind === 'credit_bureau'
      ? 'confirm it on the bureau’s website'
      : `confirm it with ${input.recipient}`;
  return {
    title: death
      ? `Notice of death: ${input.personName}`
      : `Notice of incapacity: ${input.personName}`,
    date: longDate(input.today),
    to: [input.recipient, `Mailing address: ${BLANK}`, `(Not on record: ${where} before mailing.)`],
    regarding: [
      { label: death ? 'Name of the deceased' : 'Name', value: input.personName },
      { label: death ? 'Date of death' : 'Unable to act since', value: longDate(input.eventDate) },
      { label: 'Social Security number', value: BLANK },
      { label: 'Date of birth', value: BLANK },
      { label: death ? 'Last address' : 'Address', value: input.lastAddress ?? BLANK },
      ...recordLines(input),
    ],
    paragraphs: [
      opening,
      death ? deathRequest(input) : incapacityRequest(input),
      'Thank you for your help. You can reach me at the address, phone or email below.',
    ],
    enclosures: death
      ? [
          'A certified copy of the death certificate',
          'Proof of my authority to act for the estate, if you need it',
        ]
      : ['A copy of the power of attorney'],
    signOff: [
      { label: 'Name', value: input.writerName },
      { label: 'Signature', value: BLANK },
      {
        label: death ? 'Role (executor, family member)' : 'Role',
        value: death ? BLANK : 'Agent under the power of attorney',
      },
      { label: 'Phone', value: BLANK },
      { label: 'Email', value: BLANK },
      { label: 'Mailing address', value: BLANK },
    ],
    footer:
      'Prepared with Nido from the household’s records. The blanks are for what is not on record.',
  };
}
