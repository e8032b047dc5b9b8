import type { LegalBlock } from '../legal-document-content';
import type { TStatutoryElement } from './state-form-types';

/**
 * North Carolina's statutory health care power of attorney (N.C. Gen. Stat. § 32A-25.1) opens
 * with a notice, printed here in the form's words as reproduced from the statute. The rest of the
 * form, its witnesses' statement and notary certificate could not be read, nor the declaration
 * of a desire for a natural death of § 90-321: the general document's choices follow in Nido's
 * own words, signed before the two witnesses and the notary § 32A-16(3) requires (the state's row
 * prints both), and the first page says which wording is unverified.
 */

export const NORTH_CAROLINA_DIRECTIVE_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'N.C. Gen. Stat. § 32A-25.1 (notice)',
    requirement:
      'The statutory form’s notice that the document gives the health care agent broad powers, including mental health treatment decisions, in the form’s words',
    source: {
      title:
        'North Carolina statutory form health care power of attorney, G.S. 32A-25.1, as reproduced (FormsBank)',
      url: 'https://formsbank.com/template/90214/north-carolina-statutory-form-health-care-power-of-attorney.html',
    },
  },
  {
    citation:
      'N.C. Gen. Stat. § 32A-25.1 (designation, effectiveness, powers, witnesses’ statement and notary certificate)',
    requirement:
      'The rest of the statutory form: the health care agents in order, when the appointment takes effect, the agent’s powers and their limits, the witnesses’ statement that they are qualified, and the notary’s certificate',
    source: null,
  },
  {
    citation: 'N.C. Gen. Stat. § 32A-16(3)',
    requirement:
      'Signed in the presence of two qualified witnesses and acknowledged before a notary public',
    source: {
      title: 'N.C. Gen. Stat. § 32A-16(3) quoted (eSign, North Carolina medical power of attorney)',
      url: 'https://esign.com/power-of-attorney/nc/medical/',
    },
  },
  {
    citation: 'N.C. Gen. Stat. § 90-321',
    requirement:
      'A living will that binds the attending physician on its own is a declaration of a desire for a natural death, signed, dated, witnessed and proved before a notary; the living-will part here is instead the principal’s instructions within this health care power of attorney. Read only in part: the current Article 23 page of the General Assembly (https://www.ncleg.net/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_90/Article_23.html) was read through § 90-321(a)(3), (a)(1a) defining a declaration as, “Except as provided in G.S. 90-321.1, any signed, witnessed, dated, and proved document meeting the requirements of subsection (c) of this section”; the same text on instalawyer.io was read on through (b) and the first words of (c)(1); the rest of (c), with the witnesses and the officer who proves the declaration, was not reached, so the wording here stays Nido’s',
    source: null,
  },
];

const NOTICE =
  '(Notice: This document gives the person you designate your health care agent broad powers to ' +
  'make health care decisions, including mental health treatment decisions, for you. Except to ' +
  'the extent that you express specific limitations or restrictions on the authority of your ' +
  'health care agent, this power includes the power to consent to your doctor not giving ' +
  'treatment or stopping treatment necessary to keep you alive, admit you to a facility, and ' +
  'administer certain treatments and medications. This power exists only as to those health care ' +
  'decisions for which you are unable to give informed consent. This form does not impose a duty ' +
  'on your health care agent to exercise granted powers, but when a power is exercised, your ' +
  'health care agent will have to use due care to act in your best interests and in accordance ' +
  'with this document. For mental health treatment decisions, your health care agent will act ' +
  'according to how the health care agent believes you would act if you were making the ' +
  'decision. Because the powers granted by this document are broad and sweeping, you should ' +
  'discuss your wishes concerning life-sustaining procedures, mental health treatment, and other ' +
  'health care decisions with your health care agent. Use of this form in the creation of a ' +
  'health care power of attorney is lawful and is authorized pursuant to North Carolina law. ' +
  'However, use of this form is an optional and nonexclusive method for creating a health care ' +
  'power of attorney and North Carolina law does not bar the use of any other or different form ' +
  'of power of attorney for health care that meets the statutory requirements.)';

export function northCarolinaDirectiveOpening(): LegalBlock[] {
  return [
    { kind: 'heading', text: 'Health Care Power of Attorney' },
    { kind: 'paragraph', text: NOTICE },
    {
      kind: 'paragraph',
      text:
        'The statutory form of N.C. Gen. Stat. § 32A-25.1 begins with the notice above. The ' +
        'rest of this document makes its choices in Nido’s own words. Part 2 (living will) ' +
        'tells your health care agent and your doctors your wishes within this power of ' +
        'attorney; it is not a separate Declaration of a Desire for a Natural Death under ' +
        'N.C. Gen. Stat. § 90-321.',
    },
    { kind: 'pageBreak' },
  ];
}
