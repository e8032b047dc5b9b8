import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock, SignatureLine } from '../legal-document-content';
import { BLANK, joinNames } from '../legal-wording';
import type { TStateDocumentForm, TWillPart } from './state-form-types';
import { TX_SOURCES } from './texas-sources';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';

/**
 * Texas's self-proving affidavit, Tex. Est. Code § 251.104(e). The form's words are printed as
 * the statute gives them as far as they were read (texas.public.law's copy of subsection (e),
 * up to "at [his/her] request;"); its closing recitals (the testator's age and sound mind, the
 * witnesses' age) and the officer's jurat could not be read there, so they are in Nido's words,
 * from §§ 251.001 and 251.051, and the first page says so. The statute's "[his/her]" choices are
 * printed as "his or her".
 */
function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, testatorRow, witnessRows } = affidavitSigners(answers, rules, 2);
  const rows: SignatureLine[][] = [testatorRow('Testator'), ...witnessRows('Witness')];
  return [
    ...affidavitOpening(
      'Self-proving affidavit (Tex. Est. Code § 251.104)',
      'The testator and both witnesses sign this affidavit before an officer authorized to ' +
        'administer oaths, such as a notary public, who affixes an official seal. It is attached ' +
        'to the will, which may then be admitted to probate without the witnesses’ testimony.',
      ['THE STATE OF TEXAS', `COUNTY OF ${BLANK}`],
    ),
    {
      kind: 'paragraph',
      text:
        `Before me, the undersigned authority, on this day personally appeared ${testator}, ` +
        `${joinNames(witnesses)}, known to me to be the testator and the witnesses, respectively, ` +
        'whose names are subscribed to the annexed or foregoing instrument in their respective ' +
        'capacities, and, all of said persons being by me duly sworn, the said ' +
        `${testator}, testator, declared to me and to the said witnesses in my presence that ` +
        'said instrument is his or her will, and that he or she had willingly made and executed ' +
        'it as his or her free act and deed; and the said witnesses, each on his or her oath ' +
        'stated to me, in the presence and hearing of the said testator, that the said testator ' +
        'had declared to them that said instrument is his or her will, and that he or she ' +
        'executed same as such and wanted each of them to sign it as a witness; and upon their ' +
        'oaths each witness stated further that they did sign the same as witnesses in the ' +
        'presence of the said testator and at his or her request; and that, at that time, the ' +
        'testator was of the age to make a will (18 years of age or older, or married or once ' +
        'married, or a member of the armed forces of the United States, an auxiliary of them, ' +
        'or the United States Maritime Service) and of sound mind, and each witness was at ' +
        'least 14 years of age.',
    },
    { kind: 'signature', rows },
    affidavitCertificate(
      'Officer’s certificate',
      [
        `Subscribed and sworn to before me by ${testator}, testator, and by ` +
          `${joinNames(witnesses)}, witnesses, on ${BLANK} (date).`,
      ],
      { officerCapacity: true },
    ),
  ];
}

export const TEXAS_WILL: TStateDocumentForm<TWillAnswers, TWillPart> = {
  elements: [
    {
      citation: 'Tex. Est. Code § 251.104(b), (c)',
      requirement:
        'The affidavit is made by the testator and the attesting witnesses before an officer authorized to administer oaths, who affixes an official seal, and is attached or annexed to the will',
      source: TX_SOURCES.estates251104,
    },
    {
      citation: 'Tex. Est. Code § 251.104(e)',
      requirement:
        'The self-proving affidavit in the form the statute gives, from "Before me, the undersigned authority" to the witnesses’ signing "at [his/her] request"',
      source: TX_SOURCES.estates251104,
    },
    {
      citation: 'Tex. Est. Code § 251.104(e), closing recitals and jurat',
      requirement:
        'The form’s closing recitals (the testator’s age to make a will under § 251.001 and sound mind, each witness at least 14 under § 251.051) and the officer’s jurat, in Nido’s words: texas.public.law’s copy of subsection (e) was read only as far as “at [his/her] request; that [he/she] was at tha”, where the stored excerpt ends; the rest of the form could not be read',
      source: null,
    },
  ],
  parts: { selfProvingAffidavit },
};
