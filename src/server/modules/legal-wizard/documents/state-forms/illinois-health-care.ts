import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, orBlank } from '../legal-wording';
import { signerBlock, witnessBlocks } from '../signature-blocks';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';
import { witnessNotList } from './witness-declaration';

/**
 * Illinois health care: the general health-care power of attorney (a non-statutory health care
 * agency, which 755 ILCS 45/4-10(a) allows), witnessed as 45/4-5.1 requires of every health care
 * agency; and, when the principal does not want life prolonged, the declaration of the Illinois
 * Living Will Act (755 ILCS 35/3) with its two witnesses. The 2015 statutory short form of 4-10
 * (P.A. 98-1113) could not be read here, so it is not printed.
 */

function witness(answers: THealthcareDirectiveAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'heading', text: 'Witness' },
    // The row's list is § 4-5.1(a)'s (read in P.A. 99-328), said of the principal.
    ...witnessNotList(
      `Declaration of each witness (755 ILCS 45/4-5.1 requires one, at least 18 years old): I saw ${name} sign this document (or ${name} acknowledged the signature to me), and I believe ${name} to be of sound mind and under no duress. ` +
        'I am at least 18 years old and I am not:',
      rules,
    ),
    ...witnessBlocks(rules.directive.witnesses, []),
  ];
}

/**
 * The living will declaration of 755 ILCS 35/3 says only that death-delaying procedures be
 * withheld in a terminal condition, so it is added only when the principal chose that.
 */
function livingWill(answers: THealthcareDirectiveAnswers): LegalBlock[] {
  if (answers.lifeSustaining !== 'do_not_prolong') return [];
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Declaration (Illinois Living Will Act, 755 ILCS 35/3)' },
    {
      kind: 'paragraph',
      text: 'This declaration is signed separately from the health care power of attorney above and has two witnesses of its own, each 18 or older, who sign the statement below.',
    },
    {
      kind: 'paragraph',
      text: `This declaration is made this ____ day of ______________ (month, year).`,
    },
    {
      kind: 'paragraph',
      text: `I, ${name}, being of sound mind, willfully and voluntarily make known my desires that my moment of death shall not be artificially postponed.`,
    },
    {
      kind: 'paragraph',
      text: 'If at any time I should have an incurable and irreversible injury, disease, or illness judged to be a terminal condition by my attending physician who has personally examined me and has determined that my death is imminent except for death delaying procedures, I direct that such procedures which would only prolong the dying process be withheld or withdrawn, and that I be permitted to die naturally with only the administration of medication, sustenance, or the performance of any medical procedure deemed necessary by my attending physician to provide me with comfort care.',
    },
    {
      kind: 'paragraph',
      text: 'In the absence of my ability to give directions regarding the use of such death delaying procedures, it is my intention that this declaration shall be honored by my family and physician as the final expression of my legal right to refuse medical or surgical treatment and accept the consequences from such refusal.',
    },
    signerBlock({ role: 'declarant', name: answers.principal.fullName }),
    { kind: 'signature', rows: [[{ label: 'City, County and State of Residence' }]] },
    {
      kind: 'paragraph',
      text: 'The declarant is personally known to me and I believe him or her to be of sound mind. I saw the declarant sign the declaration in my presence (or the declarant acknowledged in my presence that he or she had signed the declaration) and I signed the declaration as a witness in the presence of the declarant. I did not sign the declarant’s signature above for or at the direction of the declarant. At the date of this instrument, I am not entitled to any portion of the estate of the declarant according to the laws of intestate succession or, to the best of my knowledge and belief, under any will of declarant or other instrument taking effect at declarant’s death, or directly financially responsible for declarant’s medical care.',
    },
    {
      kind: 'signature',
      title: 'Witnesses to the declaration',
      rows: [1, 2].map((index) => [
        { label: `Signature of declaration witness ${index}`, share: 2 },
        { label: 'Printed name', share: 2 },
      ]),
    },
    { kind: 'paragraph', text: `Witnessed at ${BLANK} (city and county).` },
  ];
}

export const ILLINOIS_HEALTH_CARE: TStateDocumentForm<THealthcareDirectiveAnswers, TDirectivePart> =
  {
    elements: [
      {
        citation: '755 ILCS 45/4-5.1',
        requirement:
          'Signed before one witness, at least 18, who is none of the persons listed in § 4-5.1(a) (the principal’s health care providers and their relatives, a health care facility’s owner or operator, the principal’s or agent’s parents, siblings and descendants and their spouses, an agent or successor agent)',
        source: {
          title:
            'Illinois Public Act 099-0328, 755 ILCS 45/4-5.1 limitations on who may witness health care agencies (Illinois General Assembly)',
          url: 'https://ilga.gov/legislation/publicacts/fulltext.asp?Name=099-0328',
        },
      },
      {
        citation: '755 ILCS 45/4-10',
        requirement:
          'The statutory short form power of attorney for health care (as revised by P.A. 98-1113, 2015) with its notice: not printed; this document is a non-statutory health care agency, which § 4-10(a) allows. The current form was not read: the stored page of P.A. 98-1113 (ilga.gov) opens with § 4-4 and stops there; only superseded texts of § 4-10(a)’s opening paragraph and the start of the old capital-letter notice were read (P.A. 91-240 and P.A. 97-148, ilga.gov, the latter marked as the text before P.A. 96-1195); form publishers’ copies (formsbank.com, forms.justia.com) are not the statute',
        source: null,
      },
      {
        citation: '755 ILCS 35/3',
        requirement:
          'When the principal does not want life prolonged: the living will declaration in the form of § 3, signed by the declarant and by two witnesses with the witnesses’ statement',
        source: {
          title:
            'Illinois Living Will Act declaration, the form of 755 ILCS 35/3, as printed by the Illinois Department on Aging (fill.io)',
          url: 'https://fill.io/Illinois-Living-Will-Act-DECLARATION',
        },
      },
    ],
    parts: { witnesses: witness },
    closing: livingWill,
  };
