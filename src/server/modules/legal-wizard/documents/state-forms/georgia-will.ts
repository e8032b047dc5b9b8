import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock, SignatureLine } from '../legal-document-content';
import { BLANK } from '../legal-wording';
import { DATE_BLANKS } from '../will-witness-lines';
import type { TStateDocumentForm, TWillPart } from './state-form-types';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';

/**
 * Georgia's self-proving affidavit: the notary's certificate of O.C.G.A. § 53-4-24(b), in the
 * statute's words, with the testator's and witnesses' names filled in where known. The Supreme
 * Court of Georgia held an affidavit that left out the certificate's recitals (that the notary
 * knew the signers, that the witnesses signed at the testator's request, that each was at least
 * 14) was not a valid self-proving affidavit (Martina v. Elrod, as reported at
 * trustbclp.com/georgia-self-proving-affidavit-was-insufficient), so none of them is reworded.
 */

/** "Ana, Luis, and Mia": the certificate lists the testator and the witnesses with a final comma. */
function listed(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, testatorRow, witnessRows } = affidavitSigners(answers, rules);
  const rows: SignatureLine[][] = [testatorRow(), ...witnessRows()];
  return [
    ...affidavitOpening(
      'Self-proving affidavit',
      'The testator and the witnesses swear to this affidavit before a notary public, who ' +
        'completes the certificate and affixes the official seal, at the signing of the will or ' +
        'at any later date while the testator and the witnesses are living. Its words are the ' +
        'form of O.C.G.A. § 53-4-24(b); with it, the will can be probated without the ' +
        'witnesses’ testimony.',
      ['STATE OF GEORGIA', `COUNTY of ${BLANK}`],
    ),
    {
      kind: 'paragraph',
      text:
        `Before me, the undersigned authority, on this day personally appeared ${listed([testator, ...witnesses])}, ` +
        'known to me to be the testator and the witnesses, respectively, whose names are ' +
        'subscribed to the annexed or foregoing instrument in their respective capacities, and ' +
        `all of said individuals being by me duly sworn, ${testator}, testator, declared to me ` +
        'and to the witnesses in my presence that said instrument is the last will and ' +
        'testament or a codicil to the last will and testament of the testator and that the ' +
        'testator had willingly made and executed it as a free act and deed for the purposes ' +
        'expressed therein. The witnesses, each on oath, stated to me in the presence and ' +
        'hearing of the testator that the testator had declared to them that the instrument is ' +
        'the testator’s last will and testament or a codicil to the testator’s last will and ' +
        'testament and that the testator executed the instrument as such and wished each of ' +
        'them to sign it as a witness; and under oath each witness stated further that the ' +
        'witness had signed the same as witness in the presence of the testator and at the ' +
        'testator’s request; that the testator was 14 years of age or over and of sound mind; ' +
        'and that each of the witnesses was then at least 14 years of age.',
    },
    { kind: 'signature', rows },
    affidavitCertificate('Notary public', [
      `Sworn to and subscribed before me by ${testator}, testator, and sworn to and ` +
        `subscribed before me by ${witnesses.join(' and ')}, witnesses, ${DATE_BLANKS}.`,
    ]),
  ];
}

export const GEORGIA_WILL: TStateDocumentForm<TWillAnswers, TWillPart> = {
  elements: [
    {
      citation: 'O.C.G.A. § 53-4-24(a)',
      requirement:
        'The will is made self-proved by the affidavits of the testator and the attesting witnesses made before a notary public, at its execution or later while they are all living',
      source: {
        title: 'O.C.G.A. § 53-4-24, self-proved will or codicil (Justia, 2017)',
        url: 'https://law.justia.com/codes/georgia/2017/title-53/chapter-4/article-3/section-53-4-24/index.html',
      },
    },
    {
      citation: 'O.C.G.A. § 53-4-24(b)',
      requirement:
        'The notary’s certificate, under seal and annexed to the will, substantially in the statute’s form: who appeared, what the testator declared, what each witness stated on oath (at the testator’s request; testator 14 or over and of sound mind; each witness at least 14)',
      source: {
        title: 'O.C.G.A. § 53-4-24(b), the certificate’s text (Syfert)',
        url: 'https://syfert.com/georgia/code/53-4-24.html',
      },
    },
  ],
  parts: { selfProvingAffidavit },
};
