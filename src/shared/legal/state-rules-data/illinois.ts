import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

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
    selfProvingAffidavit: {
      available: true,
      form: 'declaration_in_attestation_clause',
      citation: '755 ILCS 5/6-4(b)',
    },
    holographic: 'not_recognised',
    electronicWills: {
      allowed: true,
      citation: '755 ILCS 6 (Electronic Wills and Remote Witnesses Act)',
    },
    form: 'standard',
  },
};
