import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TRuleSource, TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK } from '../legal-wording';
import type { TStateDocumentForm, TWillPart } from './state-form-types';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';

/**
 * Florida's will: the self-proving affidavit and officer's certificate in the form of Fla. Stat.
 * § 732.503(1), with the certificate's boxes for how each signer appeared (physical presence or
 * online notarization) and how each was identified. The attestation stays the general one, since
 * § 732.502(4) asks for no particular words.
 */

const SELF_PROOF: TRuleSource = {
  title: 'Fla. Stat. § 732.503, self-proof of will (2024 Florida Statutes, full text)',
  url: 'https://www.syfert.com/florida/statutes/0732.503.html',
};

const BOX = '☐';

/** "who ☐ is personally known to me or ☐ has produced ___ as identification". */
function identified(): string {
  return `who ${BOX} is personally known to me or ${BOX} has produced ${BLANK} (state type of identification, see s. 117.05(5)(b)2.) as identification`;
}

function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, testatorRow, witnessRows } = affidavitSigners(answers, rules);
  const witnessCertificates = witnesses.map((witness) => `${witness} ${identified()}`);
  return [
    ...affidavitOpening(
      'Self-proving affidavit (Fla. Stat. § 732.503)',
      'This acknowledgment by the testator and these affidavits of the witnesses, made before ' +
        'an officer authorized to administer oaths, make the will self-proved under Fla. Stat. ' +
        '§ 732.503(1), so it can be admitted to probate without the witnesses’ testimony. They ' +
        'may be signed at the time the will is signed or at any later date.',
      ['STATE OF FLORIDA', `COUNTY OF ${BLANK}`],
    ),
    {
      kind: 'paragraph',
      text: `I, ${testator}, declare to the officer taking my acknowledgment of this instrument, and to the subscribing witnesses, that I signed this instrument as my will.`,
    },
    { kind: 'signature', rows: [testatorRow('Testator')] },
    {
      kind: 'paragraph',
      text: `We, ${witnesses.join(' and ')}, have been sworn by the officer signing below, and declare to that officer on our oaths that the testator declared the instrument to be the testator’s will and signed it in our presence and that we each signed the instrument as a witness in the presence of the testator and of each other.`,
    },
    { kind: 'signature', title: 'Witnesses', rows: witnessRows() },
    affidavitCertificate('Officer’s certificate', [
      `Acknowledged and subscribed before me by means of ${BOX} physical presence or ${BOX} online notarization by the testator, ${testator}, ${identified()}, and sworn to and subscribed before me by each of the following witnesses: ${witnessCertificates.join('; and ')}.`,
      `Date: ${BLANK}`,
    ]),
  ];
}

export const FLORIDA_WILL: TStateDocumentForm<TWillAnswers, TWillPart> = {
  elements: [
    {
      citation: 'Fla. Stat. § 732.502(1)',
      requirement:
        'Signed by the testator at the end, before two attesting witnesses who sign in the presence of the testator and of each other; no particular form of words is needed (§ 732.502(4)).',
      source: {
        title: 'Fla. Stat. § 732.502, execution of wills (eLaws of Florida)',
        url: 'http://fl.elaws.us/law/732.502',
      },
    },
    {
      citation: 'Fla. Stat. § 732.503(1)',
      requirement:
        'The testator’s acknowledgment and the witnesses’ affidavits in substantially the statute’s form, before an officer authorized to administer oaths.',
      source: SELF_PROOF,
    },
    {
      citation: 'Fla. Stat. § 732.503(1), officer’s certificate',
      requirement:
        'The officer’s certificate saying, for the testator and each witness, whether they appeared by physical presence or online notarization and whether they are personally known or produced identification (and which).',
      source: SELF_PROOF,
    },
  ],
  parts: { selfProvingAffidavit },
};
