import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const MISSOURI: TVerifiedSections = {
  will: {
    citation: 'Mo. Rev. Stat. §§ 474.320, 474.330 and 474.337',
    sources: [
      {
        title:
          'RSMo chapter 474, wills: §§ 474.310, 474.320, 474.337 (Nemo Legal, checked against the official text)',
        url: 'https://nemolegal.com/okf/authorities/missouri/rsmo-474-wills.md',
      },
      {
        title: 'RSMo §§ 474.320 and 474.330 quoted (Currier & Martin)',
        url: 'https://curriermartin.com/2023/09/17/missouri-legal-last-will-and-testament-form-for-married-person-3/',
      },
      {
        title: 'Requirements of a last will and testament in Missouri (Legacy Law)',
        url: 'https://www.legacylawmissouri.com/requirements-last-will-and-testament/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two or more competent witnesses sign the will in your presence (§ 474.320).',
      'Unless two disinterested witnesses also sign, a witness who receives something loses whatever exceeds their share without a will (§ 474.330).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 474.337).',
      'Every will must be attested by two witnesses (§ 474.320), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Mo. Rev. Stat. § 474.337'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Mo. Rev. Stat. § 404.705 (Durable Power of Attorney Law of Missouri)',
    sources: [
      {
        title: 'Mo. Rev. Stat. § 404.705 (statute text, FindLaw, current as of 2023)',
        url: 'https://codes.findlaw.com/mo/title-xxvi-trade-and-commerce/mo-rev-st-404-705/',
      },
      {
        title: 'RSMo § 404.705 (statute text, laws-info)',
        url: 'http://statutes.laws-info.com/missouri/t26/c404/404_705',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'A Missouri power of attorney survives your incapacity only if it is denominated a “Durable Power of Attorney”, includes in substance the statute’s durability sentence, and is signed by you, dated and acknowledged in the manner the law prescribes for conveyances of real estate, that is before a notary (§ 404.705.1). This document prints the sentence; its title, “Durable Financial Power of Attorney”, should be confirmed with an attorney as meeting § 404.705.1(1).',
      'It need not be recorded to be valid, except where recording is required for a real-estate transaction (§ 404.705.3).',
    ],
    notaryRequired: true,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: false,
    durableWording: {
      text: 'THIS IS A DURABLE POWER OF ATTORNEY AND THE AUTHORITY OF MY ATTORNEY IN FACT SHALL NOT TERMINATE IF I BECOME DISABLED OR INCAPACITATED OR IN THE EVENT OF LATER UNCERTAINTY AS TO WHETHER I AM DEAD OR ALIVE.',
      citation: 'Mo. Rev. Stat. § 404.705.1(2)(a)',
    },
  },
  directive: {
    citation: 'Mo. Rev. Stat. §§ 404.705, 404.800 to 404.872 and 459.015',
    sources: [
      {
        title:
          'Finalizing a declaration and durable power of attorney for health care in Missouri (Nolo)',
        url: 'https://www.nolo.com/legal-encyclopedia/finalizing-declaration-durable-power-attorney-health-care-missouri.html',
      },
      {
        title: 'Missouri advance directive: §§ 404.705, 404.800–404.872 and 459.015 (eSign)',
        url: 'https://esign.com/power-of-attorney/mo/advance-directive/',
      },
      {
        title: 'Mo. Rev. Stat. § 404.705 (statute text, FindLaw)',
        url: 'https://codes.findlaw.com/mo/title-xxvi-trade-and-commerce/mo-rev-st-404-705/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Checked against summaries that cite §§ 404.800–404.872 and 459.015; their own text was not read here (§ 404.705’s was).',
      'The durable power of attorney for health care is acknowledged before a notary, like any Missouri durable power of attorney (§ 404.705.1(3)); the declaration of your treatment wishes is signed before two witnesses, each 18 or older (§ 459.015). This document is made for both.',
      'Someone who signs the declaration for you, if you cannot sign, may not be a witness (§ 459.015, read in a summary).',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: true,
    witnessDisqualifications: [
      'anyone under 18',
      'the person who signs the declaration for you, if you cannot sign',
    ],
    statutoryForm: null,
  },
};
