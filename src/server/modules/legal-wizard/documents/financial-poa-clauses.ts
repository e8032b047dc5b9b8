import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import { POA_POWERS } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from './document-body';
import type { LegalBlock } from './legal-document-content';
import { orBlank } from './legal-wording';
import { agentSignatures, notaryAcknowledgment, witnessBlocks } from './signature-blocks';
import { agentAppointment, principalSignature } from './agent-appointment';
import { stateForm } from './state-forms/state-forms';

/**
 * The durable financial power of attorney, shaped like the Uniform Power of Attorney Act's
 * statutory form most states follow: the agent and a successor, when it takes effect, that it
 * survives incapacity, each granted subject initialled separately, gifts and trusts only by a
 * grant of their own, compensation, special instructions, then the signatures the state's row
 * asks for and the agent's acknowledgment of their duties.
 */

type TPower = (typeof POA_POWERS)[number];

const POWERS: Record<TPower, { title: string; text: string }> = {
  real_property: {
    title: 'Real property',
    text: 'Buy, sell, lease, mortgage, manage and insure land and buildings, including my home.',
  },
  personal_property: {
    title: 'Personal property',
    text: 'Buy, sell, lease, store, insure and manage vehicles, furniture, jewelry and my other belongings.',
  },
  banking: {
    title: 'Banks and other financial institutions',
    text: 'Open, use and close accounts, sign checks, make deposits and withdrawals, and use a safe deposit box.',
  },
  investments: {
    title: 'Stocks, bonds, funds and other investments',
    text: 'Buy, sell, hold and manage investments and brokerage accounts.',
  },
  retirement_plans: {
    title: 'Retirement plans',
    text: 'Manage my retirement accounts and plans: contributions, rollovers, withdrawals and how benefits are paid to me.',
  },
  taxes: {
    title: 'Taxes',
    text: 'Prepare, sign and file my tax returns, pay taxes, claim refunds, and represent me before tax authorities.',
  },
  insurance_annuities: {
    title: 'Insurance and annuities',
    text: 'Buy, keep, pay for, borrow against or cancel insurance policies and annuities.',
  },
  government_benefits: {
    title: 'Government benefits',
    text: 'Apply for and receive Social Security, Medicare, Medicaid, veterans’ and other government benefits.',
  },
  business: {
    title: 'Operating a business',
    text: 'Run, buy, sell or close a business I own or have an interest in.',
  },
  claims_litigation: {
    title: 'Claims and lawsuits',
    text: 'Start, defend, settle or appeal claims and lawsuits for me or against me.',
  },
  personal_family: {
    title: 'Personal and family maintenance',
    text: 'Pay the usual living costs of me and of the people I support: housing, food, clothing, schooling, medical care.',
  },
  digital_assets: {
    title: 'Digital assets',
    text: 'Access and manage my online accounts, email and other digital property, as far as the law and each service’s terms allow.',
  },
  gifts: {
    title: 'Make gifts',
    text: 'Make gifts of my property, within any limits in my special instructions and the law.',
  },
  trusts: {
    title: 'Trusts',
    text: 'Create, amend, revoke or end a trust for me, and move my property into it.',
  },
};

/** Powers that can reduce what the principal owns or change who inherits it: granted on their own. */
const SPECIFIC_GRANT: readonly TPower[] = ['gifts', 'trusts'];

function effective(answers: TFinancialPoaAnswers): string {
  if (answers.effective === 'on_incapacity')
    return (
      'This power of attorney takes effect only if I become incapacitated. I am incapacitated ' +
      'when a licensed physician who has examined me states in writing that I cannot manage my ' +
      'property or financial affairs, or when a court finds so. My agent may act on that ' +
      'written statement, and anyone dealing with my agent may rely on a copy of it.'
    );
  // Unless it says otherwise, a power of attorney is effective when signed (the statutory forms say so).
  return 'This power of attorney takes effect immediately when I sign it.';
}

/**
 * Where the state's statute gives the words that make a power of attorney durable (Florida,
 * Fla. Stat. § 709.2104), they are printed as given, before our plain-words explanation.
 */
function durability(rules: TStateRules): string {
  const plain =
    'This power of attorney is durable: it is not affected by my later incapacity or by the ' +
    'passing of time. It ends at my death or when I revoke it.';
  const statutory = rules.poa.durableWording;
  return statutory ? `${statutory.text} ${plain}` : plain;
}

function powers(answers: TFinancialPoaAnswers): LegalBlock[] {
  const granted = POA_POWERS.filter((power) => answers.powers.includes(power));
  const general = granted.filter((power) => !SPECIFIC_GRANT.includes(power));
  const specific = granted.filter((power) => SPECIFIC_GRANT.includes(power));
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: '4. Powers I grant my agent' },
    {
      kind: 'paragraph',
      text:
        'I grant my agent authority to act for me in each subject listed below, and I initial ' +
        'the box beside each one. A subject not listed here is not granted.',
    },
    { kind: 'initialed', items: general.map((power) => POWERS[power]) },
  ];
  if (specific.length)
    blocks.push(
      {
        kind: 'paragraph',
        text:
          'The following powers can reduce what I own or change who inherits it, so I grant ' +
          'them expressly, each initialled on its own:',
      },
      { kind: 'initialed', items: specific.map((power) => POWERS[power]) },
    );
  return blocks;
}

function witnesses(name: string, rules: TStateRules): LegalBlock[] {
  if (rules.poa.witnesses === 0) return [];
  return [
    { kind: 'heading', text: 'Witnesses' },
    {
      kind: 'paragraph',
      text:
        `${name} signed or acknowledged this power of attorney in my presence and appeared to ` +
        'be of sound mind and under no duress. I am not the agent or the successor agent ' +
        'named in it.',
    },
    ...witnessBlocks(rules.poa.witnesses, []),
  ];
}

/** The agent's acknowledgment of their duties, on a page of its own, signed by each agent. */
function agentAcknowledgment(answers: TFinancialPoaAnswers): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const agentName = orBlank(answers.agent?.name);
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Agent’s acknowledgment' },
    {
      kind: 'paragraph',
      text: `By signing below, I accept appointment as agent (or successor agent) for ${name}. I understand that while I act under this power of attorney I must:`,
    },
    {
      kind: 'list',
      items: [
        'act in good faith, only within the authority granted, and in the principal’s best interest, following the principal’s known wishes;',
        'keep the principal’s money and property separate from my own;',
        'avoid conflicts between my interests and the principal’s;',
        'keep a record of every receipt, payment and transaction I make for the principal;',
        'sign as agent, with the principal’s name and mine, e.g. "' +
          name +
          ', by ' +
          agentName +
          ', as agent";',
        'stop acting when the power of attorney ends, or when I learn of the principal’s death or of its revocation.',
      ],
    },
    ...agentSignatures(answers),
  ];
}

export function financialPoaDocument(
  answers: TFinancialPoaAnswers,
  rules: TStateRules,
): DocumentBody {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = agentAppointment(answers, rules, {
    purpose:
      'This document lets the person I name below (my agent) handle my money and property ' +
      'for me. It does not let my agent make health-care decisions for me.',
    heading: '1. My agent',
    appointedAs: 'as my agent (attorney-in-fact)',
    agentCannot:
      'dies, resigns, becomes incapacitated, is not qualified to serve or declines to serve',
    successor: 'successor agent',
  });
  blocks.push(
    { kind: 'heading', text: '2. When it takes effect' },
    { kind: 'paragraph', text: effective(answers) },
    { kind: 'heading', text: '3. It lasts through my incapacity' },
    { kind: 'paragraph', text: durability(rules) },
    ...powers(answers),
    { kind: 'heading', text: '5. Compensation' },
    {
      kind: 'paragraph',
      text:
        answers.agentCompensation === 'none'
          ? 'My agent will be reimbursed for reasonable expenses, but will not be paid for acting as my agent.'
          : 'My agent will be reimbursed for reasonable expenses and is entitled to reasonable compensation.',
    },
    { kind: 'heading', text: '6. Special instructions' },
    { kind: 'paragraph', text: answers.specialInstructions ?? 'None.' },
    { kind: 'heading', text: '7. Reliance on this power of attorney' },
    {
      kind: 'paragraph',
      text:
        'Anyone who receives a copy of this document may act on it. If I revoke it, the ' +
        'revocation does not affect someone who acts on it before learning of the revocation.',
    },
    ...principalSignature(
      answers,
      rules,
      'I sign this durable power of attorney willingly, on the date below.',
    ),
  );
  const parts = stateForm(rules.code, 'financial_poa')?.parts;
  blocks.push(
    ...(parts?.witnesses?.(answers, rules) ?? witnesses(name, rules)),
    ...(parts?.notary?.(answers, rules) ?? [
      // Always acknowledged before a notary, as the signing instructions say: where the row says
      // a notary is not required (California, Michigan, Ohio), its notes still advise one, and
      // without it a document with no witness lines would have no way of being signed at all.
      notaryAcknowledgment({
        state: rules,
        signers: [answers.principal.fullName],
        documentName: 'power of attorney',
      }),
    ]),
    ...(parts?.agentAcknowledgment?.(answers, rules) ?? agentAcknowledgment(answers)),
  );
  return {
    title: 'Durable Financial Power of Attorney',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Durable financial power of attorney of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}
