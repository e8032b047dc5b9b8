import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { notaryAcknowledgment, witnessBlocks } from '../signature-blocks';
import type { TPoaPart, TStateDocumentForm } from './state-form-types';

/**
 * Florida's durable power of attorney (Florida Power of Attorney Act, Fla. Stat. ch. 709, part
 * II): no statutory form, but its own execution (§ 709.2105(2): the principal's signature, two
 * subscribing witnesses and a notary's acknowledgment), its durability words (§ 709.2104, from the
 * row), no springing power (§ 709.2108, refused by the checks), and authority that works only
 * where the principal signed or initialled next to it (§ 709.2202(1)), listed before the
 * document so the principal knows what an initial there means.
 */

/** § 709.2202(1)(a)–(g), as the statute words them. */
const ENUMERATED = [
  'Create an inter vivos trust;',
  'With respect to a trust created by or on behalf of the principal, amend, modify, revoke, or terminate the trust, but only if the trust instrument explicitly provides for amendment, modification, revocation, or termination by the settlor’s agent;',
  'Make a gift, subject to subsection (4);',
  'Create or change rights of survivorship;',
  'Create or change a beneficiary designation;',
  'Waive the principal’s right to be a beneficiary of a joint and survivor annuity, including a survivor benefit under a retirement plan; or',
  'Disclaim property and powers of appointment.',
];

function separateSignature(answers: TFinancialPoaAnswers): LegalBlock[] {
  const granted = answers.powers.filter((power) => power === 'gifts' || power === 'trusts');
  return [
    {
      kind: 'heading',
      text: 'Authority that requires my separate signature (Fla. Stat. § 709.2202)',
    },
    {
      kind: 'paragraph',
      text:
        'Under Fla. Stat. § 709.2202(1), notwithstanding s. 709.2201, an agent may exercise the ' +
        'following authority only if the principal signed or initialed next to each specific ' +
        'enumeration of the authority, the exercise of the authority is consistent with the ' +
        'agent’s duties under s. 709.2114, and the exercise is not otherwise prohibited by another ' +
        'agreement or instrument:',
    },
    { kind: 'list', items: ENUMERATED.map((item, index) => `(${'abcdefg'[index]}) ${item}`) },
    {
      kind: 'paragraph',
      text: granted.length
        ? 'I grant only the authority of this kind that I initial next to it below (making gifts, trusts); I do not grant any other authority on this list.'
        : 'I do not grant my agent any authority on this list.',
    },
  ];
}

function witnesses(answers: TFinancialPoaAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'heading', text: 'Subscribing witnesses (Fla. Stat. § 709.2105(2))' },
    {
      kind: 'paragraph',
      text:
        `${name} signed this power of attorney in our presence, and we sign it as subscribing ` +
        'witnesses. Neither of us is the agent or the successor agent named in it.',
    },
    ...witnessBlocks(Math.max(rules.poa.witnesses, 2), []),
  ];
}

function notary(answers: TFinancialPoaAnswers, rules: TStateRules): LegalBlock[] {
  return [
    notaryAcknowledgment({
      intro:
        'A power of attorney must be signed by the principal and by two subscribing witnesses and ' +
        'be acknowledged by the principal before a notary public (Fla. Stat. § 709.2105(2)). ' +
        'Appeared by ☐ physical presence or ☐ online notarization; ☐ personally known to me or ☐ ' +
        'produced identification (type): ____________________.',
      state: rules,
      signers: [answers.principal.fullName],
      documentName: 'power of attorney',
    }),
  ];
}

export const FLORIDA_FINANCIAL_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: [
    {
      citation: 'Fla. Stat. § 709.2105(2)',
      requirement:
        'Signed by the principal and by two subscribing witnesses, and acknowledged by the principal before a notary public.',
      source: {
        title:
          'Fla. Stat. § 709.2105, qualifications of agent; execution of power of attorney (LawServer)',
        url: 'https://lawserver.com/law/state/florida/regulations/florida_statutes_709-2105',
      },
    },
    {
      citation: 'Fla. Stat. § 709.2202(1)',
      requirement:
        'Gifts, trusts, survivorship and beneficiary changes, annuity waivers and disclaimers only where the principal signed or initialled next to each of them.',
      source: {
        title:
          'Fla. Stat. § 709.2202, authority that requires separate signed enumeration (Online Sunshine, 2024 Florida Statutes)',
        url: 'http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=212.0501&URL=0700-0799%2F0709%2FSections%2F0709.2202.html',
      },
    },
    {
      citation: 'Fla. Stat. § 709.2104',
      requirement:
        'The statute’s durability words, printed as the state row gives them: “This durable power of attorney is not terminated by subsequent incapacity of the principal except as provided in chapter 709, Florida Statutes.”',
      source: {
        title: 'Fla. Stat. § 709.2104, durability wording (quoted by LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/florida-fl/',
      },
    },
    {
      citation: 'Fla. Stat. § 709.2108',
      requirement:
        'Effective when signed: a power that waits for the principal’s incapacity is refused by the checks before the document is made.',
      source: {
        title:
          'Fla. Stat. § 709.2108(1), “a power of attorney is exercisable when executed” (quoted by Lins Law Group)',
        url: 'https://www.linslawgroup.com/blog/2021/09/when-does-a-durable-power-of-attorney-go-into-effect-in-florida/',
      },
    },
  ],
  opening: separateSignature,
  parts: { witnesses, notary },
};
