import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const TENNESSEE: TVerifiedSections = {
  will: {
    citation: 'Tenn. Code §§ 32-1-103, 32-1-104, 32-1-105 and 32-2-110',
    sources: [
      {
        title: 'Tenn. Code §§ 32-1-102 to 32-1-105 text (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/tennessee.html',
      },
      {
        title: 'Tenn. Code § 32-1-104 quoted (Tennessee Wills and Estates)',
        url: 'http://tennesseewillsandestates.com/BlogEntry.aspx?id=14',
      },
      {
        title: 'Tenn. Code § 32-1-105, holographic wills (Tennessee Wills and Estates)',
        url: 'http://www.tennesseewillsandestates.com/BlogEntry.aspx?id=12',
      },
      {
        title: 'Tenn. Code § 32-2-110, affidavit of witnesses to prove will (Attorney Ellis)',
        url: 'https://attorneyellis.com/affidavit-of-witnesses-to-prove-will',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Tell the witnesses it is your will and sign (or acknowledge your signature) before two witnesses, who sign in your presence and in each other’s (§ 32-1-104).',
      'Unless two disinterested witnesses also sign, a witness who receives something loses whatever exceeds their share without a will (§ 32-1-103(b)).',
      'A will whose signature and material provisions are in your handwriting needs no witnesses, but two witnesses must later prove the handwriting (§ 32-1-105).',
      'The witnesses’ affidavit before an officer authorized to administer oaths, written on or attached to the will, is accepted when the will is not contested (§ 32-2-110).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: { available: true, form: 'combined', citation: 'Tenn. Code § 32-2-110' },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
