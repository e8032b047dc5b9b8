import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK } from '../legal-wording';
import type { TStateDocumentForm, TWillPart } from './state-form-types';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';

/**
 * Michigan's self-proved will (MCL 700.2504(1)): signed, attested and made self-proved at once,
 * by the testator's and two witnesses' sworn statements before an officer authorized to
 * administer oaths, with the officer's certificate under seal. The testator's statement is the
 * statute's form as read; of the witnesses' statement only its opening was read, so the
 * statements they swear to and the officer's certificate are in plain words, and the document
 * says so on its first page.
 */

function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, testatorRow, witnessRows } = affidavitSigners(answers, rules);
  return [
    ...affidavitOpening(
      'Self-proved will (MCL 700.2504)',
      'The testator and both witnesses sign these sworn statements before an officer ' +
        'authorized to administer oaths, at the same time as the will is signed and attested, ' +
        'so the will is self-proved under MCL 700.2504(1).',
    ),
    {
      kind: 'paragraph',
      text:
        `I, ${testator}, the testator, sign my name to this document on ______________, ________. I ` +
        'have taken an oath, administered by the officer whose signature and seal appear on this ' +
        'document, swearing that the statements in this document are true. I declare to that ' +
        'officer that this document is my will; that I sign it willingly or willingly direct ' +
        'another to sign for me; that I execute it as my voluntary act for the purposes ' +
        'expressed in this will; that I am 18 years of age or older and under no constraint or ' +
        'undue influence; and that I have sufficient mental capacity to make this will.',
    },
    {
      kind: 'signature',
      rows: [testatorRow()],
    },
    {
      kind: 'paragraph',
      text:
        `We, ${witnesses.join(' and ')}, the witnesses, sign our names to this document and have ` +
        'taken an oath, administered by the officer whose signature and seal appear on this ' +
        'document, to swear that all of the following statements are true:',
    },
    {
      kind: 'list',
      items: [
        'the individual signing this document as the testator signed it as the testator’s will (or acknowledged that signature or the will to us), willingly or by willingly directing another to sign;',
        'each of us, in the testator’s presence, signed this will as a witness to that signing or acknowledgment;',
        'to the best of our knowledge the testator is 18 years of age or older, has sufficient mental capacity to make a will, and is under no constraint or undue influence.',
      ],
    },
    { kind: 'signature', title: 'Witnesses', rows: witnessRows() },
    affidavitCertificate(
      'Officer’s certificate',
      [
        `State of ${rules.name}, County of ${BLANK}`,
        `Sworn to and signed before me by ${testator}, the testator, who also acknowledged this will, and by ${witnesses.join(' and ')}, the witnesses, on ${BLANK} (date).`,
      ],
      { officerCapacity: true },
    ),
  ];
}

export const MICHIGAN_WILL: TStateDocumentForm<TWillAnswers, TWillPart> = {
  elements: [
    {
      citation: 'MCL 700.2504(1), testator’s statement',
      requirement:
        'The testator’s sworn statement in substantially the statute’s form: the will, signed willingly, as a voluntary act, 18 or older, under no constraint or undue influence, with sufficient mental capacity.',
      source: {
        title:
          'MCL 700.2504(1), self-proved will, form quoted in full for the testator (Kershaw, Vititoe & Jedinak, PLC)',
        url: 'https://www.monroecountylawyers.com/blog/2023/01/what-is-a-self-proving-will-in-michigan/',
      },
    },
    {
      citation: 'MCL 700.2504(1), witnesses’ statements and officer’s certificate',
      requirement:
        'Each witness swears before the officer that the testator signed (or acknowledged) the will willingly, that they signed as witnesses, and that the testator is of age, capacity and free will; the officer certifies it under official seal. Of the witnesses’ statement only its opening was read, as quoted by Kershaw, Vititoe & Jedinak, PLC (monroecountylawyers.com, 2023): “We, ___ and ___, the witnesses, sign our names to this document and have taken an oath, administered by the officer whose signature and seal appear on this document, to swear that all of the following statements are true: the individual signing this document as”, where that page’s stored opening ends; the statements and the officer’s certificate were not read (no stored statute page of § 700.2504 was found).',
      source: null,
    },
  ],
  parts: { selfProvingAffidavit },
};
