import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

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
    selfProvingAffidavit: selfProved('combined', 'Tenn. Code § 32-2-110'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Tenn. Code §§ 34-6-102 and 66-22-101',
    sources: [
      {
        title: 'Tennessee durable power of attorney, § 34-6-102 quoted (eForms)',
        url: 'https://eforms.com/power-of-attorney/tn/tennessee-durable-power-of-attorney/',
      },
      {
        title: 'Tennessee durable power of attorney, §§ 34-6-101 to 34-6-112 (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/tennessee-tn/',
      },
      {
        title: 'Tenn. Code § 66-22-101, authentication for recording (statute text, PocketLaw)',
        url: 'https://getpocketlaw.com/law/state_tennessee/section-66-22-101-authentication_d81c4914f2ce',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Tennessee’s durable power of attorney statute sets no witness or notary requirement; a power of attorney survives your incapacity only if it contains the words of § 34-6-102 or similar words, which this document prints.',
      'To be recorded with the county register, for example to sell real estate, your signature must be acknowledged before a notary or proved by two subscribing witnesses (§ 66-22-101); this document is made for the notary.',
      'It may instead say that it becomes effective upon your disability or incapacity (§ 34-6-102).',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: false,
    springing: { allowed: true, citation: 'Tenn. Code § 34-6-102' },
    durableWording: {
      text: 'This power of attorney shall not be affected by subsequent disability or incapacity of the principal.',
      citation: 'Tenn. Code § 34-6-102',
    },
  },
  directive: {
    citation: 'Tenn. Code §§ 68-11-1803 and 32-11-104',
    sources: [
      {
        title: 'Tenn. Code § 32-11-104, living will declaration (statute text, LawServer)',
        url: 'https://www.lawserver.com/law/state/tennessee/tn-code/tennessee_code_32-11-104',
      },
      {
        title: 'Tennessee advance directive signing requirements, § 68-11-1803(b) (eSign)',
        url: 'https://esign.com/?p=4263',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign it and have your signature either attested by a notary public or witnessed by two competent adults (§ 32-11-104(a); the same rule for an advance directive under § 68-11-1803(b) was read in a summary, not the statute’s own text).',
      'Neither witness may be your agent, and at least one must be someone not related to you by blood, marriage or adoption who would not inherit from you (§ 32-11-104(a)); the witnesses’ statement says so.',
    ],
    witnesses: 2,
    notaryAlternative: true,
    notaryRequired: false,
    witnessDisqualifications: [
      'the agent or alternate agent named in this document',
      'for at least one of the two witnesses: a relative by blood, marriage or adoption, or anyone who would inherit part of your estate',
    ],
    statutoryForm: null,
  },
};
