import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { agentSignatures, notaryAcknowledgment } from '../signature-blocks';
import type { TPoaPart, TStateDocumentForm } from './state-form-types';

/**
 * Michigan's Uniform Power of Attorney Act (2023 PA 187, MCL 556.201 et seq., in force July 1,
 * 2024): durable when acknowledged before a notary or signed before two witnesses who are not
 * agents (MCL 556.205(2)); only the notarized signature is presumed genuine (§ 556.205(4)–(5)),
 * so it is acknowledged before a notary. Before acting, the agent signs an acknowledgment with
 * the substantive statements of the optional template in § 556.302 (§ 556.213(2)); that
 * template's text was not read here, so the acknowledgment states the agent's duties in plain
 * words and the document says so. The statutory form of § 556.301 was not read either.
 */

function notary(answers: TFinancialPoaAnswers, rules: TStateRules): LegalBlock[] {
  return [
    notaryAcknowledgment({
      intro:
        'To be durable, a power of attorney signed by the principal must be acknowledged by the ' +
        'principal before a notary public or other individual authorized to take ' +
        'acknowledgments, or be signed in the presence of 2 witnesses who are not agents (MCL ' +
        '556.205(2)). A signature on a power of attorney is presumed to be genuine if the ' +
        'principal acknowledges the signature before a notary public (MCL 556.205(4)).',
      state: rules,
      signers: [answers.principal.fullName],
      documentName: 'power of attorney',
    }),
  ];
}

function agentAcknowledgment(answers: TFinancialPoaAnswers): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Agent’s acknowledgment (MCL 556.213(2))' },
    {
      kind: 'paragraph',
      text:
        'Before exercising authority under a durable power of attorney, an agent shall execute ' +
        'an acknowledgment of the agent’s duties (MCL 556.213(2)). The acknowledgment below ' +
        'states those duties in plain words; the optional template of MCL 556.302 may be used ' +
        'instead.',
    },
    {
      kind: 'paragraph',
      text: `I have read the power of attorney by which ${name} names me as agent (or successor agent). I accept the appointment and acknowledge that, when I act for the principal, I must:`,
    },
    {
      kind: 'list',
      items: [
        'act in good faith, only within the scope of authority the power of attorney grants, and according to the principal’s reasonable expectations if I know them, otherwise in the principal’s best interest;',
        'act loyally for the principal’s benefit and avoid conflicts of interest that would impair my ability to act impartially in the principal’s best interest;',
        'act with the care, competence and diligence ordinarily exercised by agents in similar circumstances;',
        'keep a record of all receipts, payments and transactions I make for the principal, and keep the principal’s property separate from mine;',
        'cooperate with the person who has authority to make health care decisions for the principal, and preserve the principal’s estate plan as far as I know it and it is consistent with the principal’s best interest;',
        'sign as agent, with the principal’s name and mine, and stop acting when the power of attorney ends or I learn it was revoked or the principal has died.',
      ],
    },
    ...agentSignatures(answers),
  ];
}

export const MICHIGAN_FINANCIAL_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: [
    {
      citation: 'MCL 556.205(2) and (4)',
      requirement:
        'Durable when acknowledged before a notary public (or signed before 2 witnesses who are not agents); a notarized signature is presumed genuine.',
      source: {
        title: 'MCL 556.205, execution of power of attorney; requirements (Casetext)',
        url: 'https://casetext.com/statute/michigan-compiled-laws/chapter-556-powers-of-appointment/uniform-power-of-attorney-act/article-1-general-provisions/section-556205-execution-of-power-of-attorney-requirements',
      },
    },
    {
      citation: 'MCL 556.213(2)',
      requirement:
        'The agent signs an acknowledgment of the agent’s duties before exercising authority.',
      source: {
        title:
          'MCL 556.213, agent’s acceptance; acknowledgment of duties (Justia, 2024 Michigan Compiled Laws)',
        url: 'https://law.justia.com/codes/michigan/chapter-556/statute-act-187-of-2023/article-1/section-556-213',
      },
    },
    {
      citation: 'MCL 556.302, agent’s acknowledgment template',
      requirement:
        'The acknowledgment contains the substantive statements of the statute’s optional template. The template was not read: § 556.213(2) (Justia, read) refers to it, but no stored page of § 556.302 was found (Justia, Casetext, legislature.mi.gov, the enrolled H.B. 4644 on legiplex show only their openings, which stop long before article 3), so the duties are in plain words.',
      source: null,
    },
  ],
  parts: { notary, agentAcknowledgment },
};
