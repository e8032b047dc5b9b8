import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const ILLINOIS: TVerifiedSections = {
  will: {
    citation:
      '755 ILCS 5/4-3, 5/4-6 and 5/6-4; 755 ILCS 6 (Electronic Wills and Remote Witnesses Act)',
    sources: [
      {
        title: '755 ILCS 5/4-3, signing and attestation (Illinois General Assembly)',
        url: 'https://www.ilga.gov/legislation/ilcs/documents/075500050K4-3.htm',
      },
      {
        title: '755 ILCS 5/4-6 quoted (Probate Stars)',
        url: 'https://probatestars.com/can-a-beneficiary-witness-a-will-in-illinois/',
      },
      {
        title:
          '755 ILCS 5/6-4, admission of will to probate by testimony or affidavit of witnesses (Illinois General Assembly)',
        url: 'https://ilga.gov/legislation/ilcs/documents/075500050K6-4.htm',
      },
      {
        title: '755 ILCS 6/20-20, wills attested by a remote witness (FindLaw)',
        url: 'https://codes.findlaw.com/il/chapter-755-estates/il-st-sect-755-6-20-20/',
      },
      {
        title:
          'Holographic wills are not valid in Illinois (Chicago will lawyer on 755 ILCS 5/4-3)',
        url: 'https://probate.chicagolawyer.center/illinois-probate-act-755-ilcs-5-4-3-signing-and-attestation.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'The will must be attested in your presence by two or more credible witnesses (4-3).',
      'A gift to a witness or a witness’s spouse is void unless the will is attested by enough other witnesses; the witness keeps up to their share without a will (4-6).',
      'An attestation clause signed by the witnesses, or their affidavit, proves the will without their testimony (6-4(b)); Illinois needs no notary for it.',
      'Every will must be attested (4-3), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('declaration_in_attestation_clause', '755 ILCS 5/6-4(b)'),
    holographic: 'not_recognised',
    electronicWills: {
      allowed: true,
      citation: '755 ILCS 6 (Electronic Wills and Remote Witnesses Act)',
    },
    form: 'standard',
  },
  poa: {
    citation: '755 ILCS 45/3-3 (Illinois Statutory Short Form Power of Attorney for Property)',
    sources: [
      {
        title:
          'Illinois Statutory Short Form Power of Attorney for Property, 755 ILCS 45/3-3, form text as revised July 15, 2011 (P.A. 96-1195)',
        url: 'http://www.notarypublicinchicago.com/illinois-power-of-attorney-form-rev-july-15-2011-txt/',
      },
      {
        title: 'Illinois Public Act 96-1195 (amending 755 ILCS 45/3-3)',
        url: 'https://www.ilga.gov/legislation/publicacts/96/096-1195.htm',
      },
      {
        title: 'Illinois power of attorney signing requirements, 755 ILCS 45/3-3(f) (FreeForms)',
        url: 'https://freeforms.com/poa/il',
      },
      {
        title:
          'Illinois power of attorney: one witness and a notary, who must be different people (iRunDocs)',
        url: 'https://irundocs.com/power-of-attorney/illinois',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'The statutory short form is not effective unless signed by at least one witness and your signature is notarized; the notary may not also sign as a witness (755 ILCS 45/3-3, the form’s note).',
      'The witness may not be your or your agent’s parent, sibling or descendant or their spouse, your agent or successor agent, your attending physician or mental health service provider or their relative, or an owner or operator of a health care facility where you live or are a patient, or their relative (755 ILCS 45/3-3).',
      'Your agent should read the Notice to Agent at the end of the form before acting.',
    ],
    notaryRequired: true,
    witnesses: 1,
    statutoryForm: {
      name: 'Illinois Statutory Short Form Power of Attorney for Property (755 ILCS 45/3-3)',
      mandatory: false,
    },
    uniformActAdopted: null,
  },
  directive: {
    citation: '755 ILCS 45/4-5.1 and 45/4-10; 755 ILCS 35/3',
    sources: [
      {
        title:
          'Illinois Public Act 099-0328, 755 ILCS 45/4-5.1 limitations on who may witness (Illinois General Assembly)',
        url: 'https://ilga.gov/legislation/publicacts/fulltext.asp?Name=099-0328',
      },
      {
        title:
          'Illinois Public Act 097-0148, 755 ILCS 45/4-10 statutory short form power of attorney for health care',
        url: 'http://www.ilga.gov/legislation/publicacts/97/097-0148.htm',
      },
      {
        title:
          'Illinois Living Will Act declaration, the form of 755 ILCS 35/3, as printed by the Illinois Department on Aging (fill.io)',
        url: 'https://fill.io/Illinois-Living-Will-Act-DECLARATION',
      },
      {
        title: 'Illinois medical power of attorney: one witness, no notary (OpenDocs)',
        url: 'https://opendocs.com/power-of-attorneys/il/illinois-medical-power-of-attorney/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'A health care power of attorney needs the signature of one witness, 18 or older, to your signing (4-5.1(a)); it does not need a notary.',
      'When you do not want your life prolonged, a living will declaration in the form of the Illinois Living Will Act (755 ILCS 35/3) follows; it is signed separately, before two witnesses of its own who state that they are not entitled to any part of your estate and not financially responsible for your medical care.',
    ],
    witnesses: 1,
    notaryAlternative: false,
    witnessDisqualifications: [
      'your agent or successor agent for health care',
      'your attending physician, advanced practice nurse, physician assistant, dentist, podiatric physician, optometrist or mental health service provider, or a relative of one of them',
      'an owner, operator, or relative of an owner or operator, of a health-care facility where you are a patient or resident',
      'a parent, sibling or descendant, or the spouse of a parent, sibling or descendant, of you or of any agent, by blood, marriage or adoption',
    ],
    statutoryForm: {
      name: 'Illinois Statutory Short Form Power of Attorney for Health Care (755 ILCS 45/4-10)',
      mandatory: false,
    },
  },
};
