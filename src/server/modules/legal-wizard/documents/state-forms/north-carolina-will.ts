import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK } from '../legal-wording';
import { DATE_BLANKS } from '../will-witness-lines';
import type { TStateDocumentForm, TWillPart } from './state-form-types';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';

/**
 * North Carolina's self-proved will: the testator's acknowledgment and the witnesses' affidavit
 * with the officer's certificate, in the words of N.C. Gen. Stat. § 31-11.6(a), executed with the
 * will. The statute's form says "his" and "he" of the testator; it is printed as the statute
 * words it, since the form is to be followed substantially and nothing is gained by rewording.
 */

function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, testatorRow, witnessRows } = affidavitSigners(answers, rules);
  return [
    ...affidavitOpening(
      'Self-proving affidavit',
      'The testator and the witnesses sign this before a notary public (or another officer ' +
        'authorized to administer oaths where the will is signed), who completes the ' +
        'certificate under official seal. Its words are the form of N.C. Gen. Stat. ' +
        '§ 31-11.6(a); with it, the will can be probated without the witnesses’ testimony.',
    ),
    {
      kind: 'paragraph',
      text:
        `I, ${testator}, the testator, sign my name to this instrument ${DATE_BLANKS} and ` +
        'being first duly sworn, do hereby declare to the undersigned authority that I sign ' +
        'and execute this instrument as my last will and that I sign it willingly (or ' +
        'willingly direct another to sign for me), that I execute it as my free and voluntary ' +
        'act for the purposes therein expressed, and that I am eighteen years of age or older, ' +
        'of sound mind, and under no constraint or undue influence.',
    },
    {
      kind: 'signature',
      rows: [testatorRow()],
    },
    {
      kind: 'paragraph',
      text:
        `We ${witnesses.join(', ')}, the witnesses, sign our names to this instrument, being ` +
        'first duly sworn, and do hereby declare to the undersigned authority that the testator ' +
        'signs and executes this instrument as his last will and that he signs it willingly (or ' +
        'willingly directs another to sign for him), and that each of us, in the presence and ' +
        'hearing of the testator, hereby signs this will as witness to the testator’s signing, ' +
        'and to the best of our knowledge the testator is eighteen years of age or older, of ' +
        'sound mind, and under no constraint or undue influence.',
    },
    { kind: 'signature', rows: witnessRows() },
    affidavitCertificate('Officer’s certificate', [
      `THE STATE OF ${BLANK}.`,
      `COUNTY OF ${BLANK}.`,
      `Subscribed, sworn to and acknowledged before me by ${testator}, the testator and ` +
        `subscribed and sworn to before me by ${witnesses.join(' and ')}, witnesses, ${DATE_BLANKS}.`,
    ]),
  ];
}

export const NORTH_CAROLINA_WILL: TStateDocumentForm<TWillAnswers, TWillPart> = {
  elements: [
    {
      citation: 'N.C. Gen. Stat. § 31-11.6(a)',
      requirement:
        'The will is executed, attested and made self-proved at once by the testator’s acknowledgment and the witnesses’ affidavits before an officer authorized to administer oaths, evidenced by the officer’s certificate under official seal, substantially in the statute’s form',
      source: {
        title: 'N.C. Gen. Stat. § 31-11.6, how attested wills may be made self-proved (laws9)',
        url: 'http://laws9.com/statutes/north-carolina/Chapter_31/GS_31-11_6',
      },
    },
  ],
  parts: { selfProvingAffidavit },
};
