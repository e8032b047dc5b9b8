import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const FLORIDA: TVerifiedSections = {
  will: {
    citation: 'Fla. Stat. §§ 732.502, 732.503, 732.504 and 732.522',
    sources: [
      {
        title: 'Fla. Stat. § 732.502, execution of wills',
        url: 'https://www.syfert.com/florida/statutes/0732.502.html',
      },
      {
        title: 'Fla. Stat. § 732.503, self-proof of will',
        url: 'https://www.syfert.com/florida/statutes/0732.503.html',
      },
      {
        title: 'Fla. Stat. § 732.504, who may witness (quoted by Lins Law Group)',
        url: 'https://www.linslawgroup.com/blog/2022/04/who-may-witness-the-signing-of-a-will-in-florida/',
      },
      {
        title: 'Fla. Stat. § 732.522, electronic wills: method and place of execution',
        url: 'https://legalfix.com/statutes/state-codes/florida/title-xlii/chapter-732/part-v/section-732-522',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end of the will; the two witnesses must sign in your presence and in the presence of each other (§ 732.502(1)).',
      'Every will needs two witnesses (§ 732.502(1)): a handwritten will without witnesses is not valid in Florida.',
      'A will signed by an interested witness is not invalid (§ 732.504(2)); choosing witnesses who receive nothing still avoids questions later.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Fla. Stat. § 732.503'),
    holographic: 'not_recognised',
    electronicWills: { allowed: true, citation: 'Fla. Stat. § 732.522' },
    form: 'standard',
  },
  poa: {
    citation: 'Fla. Stat. §§ 709.2104, 709.2105 and 709.2108',
    sources: [
      {
        title: 'Fla. Stat. § 709.2105, qualifications of agent; execution (LawServer)',
        url: 'https://lawserver.com/law/state/florida/regulations/florida_statutes_709-2105',
      },
      {
        title: 'Florida power of attorney requirements (Ezel survey, checked against the statute)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/florida',
      },
      {
        title: 'Florida SB 670 (2011), ch. 2011-210: two witnesses and a notary',
        url: 'https://sinceritygrp.com/notary-laws/legislation-notary/oct-01-2011-florida',
      },
      {
        title:
          'Fla. Stat. § 709.2108(1), “a power of attorney is exercisable when executed” (quoted by Lins Law Group)',
        url: 'https://www.linslawgroup.com/blog/2021/09/when-does-a-durable-power-of-attorney-go-into-effect-in-florida/',
      },
      {
        title: 'No more springing powers of attorney in Florida (James Martin, P.A.)',
        url: 'https://jamesmartinpa.com/amp/blog/no-more-springing-powers-of-attorney-in-florida',
      },
      {
        title: 'Fla. Stat. § 709.2104, durability wording (quoted by LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/florida-fl/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign before two subscribing witnesses and acknowledge it before a notary public (§ 709.2105(2)).',
      'Your agent must be 18 or older, or a financial institution with trust powers in Florida (§ 709.2105(1)).',
      'A power of attorney signed in Florida since October 1, 2011 cannot wait for your incapacity: it takes effect when signed (§ 709.2108).',
      'It is durable only with the statute’s wording, “This durable power of attorney is not terminated by subsequent incapacity of the principal except as provided in chapter 709, Florida Statutes” (§ 709.2104).',
      'Gifts, changes of beneficiary and other listed acts work only if you sign or initial next to each of them.',
    ],
    notaryRequired: true,
    witnesses: 2,
    statutoryForm: null,
    uniformActAdopted: null,
    springing: { allowed: false, citation: 'Fla. Stat. § 709.2108' },
    durableWording: {
      text: 'This durable power of attorney is not terminated by subsequent incapacity of the principal except as provided in chapter 709, Florida Statutes.',
      citation: 'Fla. Stat. § 709.2104',
    },
  },
  directive: {
    citation: 'Fla. Stat. § 765.202',
    sources: [
      {
        title: 'Fla. Stat. § 765.202, designation of a health care surrogate (FindLaw)',
        url: 'https://codes.findlaw.com/fl/title-xliv-civil-rights/fl-st-sect-765-202.html',
      },
      {
        title: 'Fla. Stat. §§ 765.202–765.203, suggested form of designation',
        url: 'http://home.earthlink.net/~edwpeck/home/id6.html',
      },
      {
        title: 'Fla. Stat. § 765.202 (Instalawyer)',
        url: 'https://instalawyer.io/laws/florida-statutes/765202-designation-of-a',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign in the presence of two adult witnesses who also sign (§ 765.202(1)); no notary is needed.',
      'At least one witness must be neither your spouse nor a blood relative (§ 765.202(2)).',
      'Give an exact copy to your surrogate (§ 765.202(1)).',
    ],
    witnesses: 2,
    notaryAlternative: false,
    witnessDisqualifications: [
      'your surrogate (agent)',
      'for at least one of the two: your spouse or a blood relative',
    ],
    statutoryForm: {
      name: 'Designation of Health Care Surrogate (Fla. Stat. § 765.203, suggested form)',
      mandatory: false,
    },
  },
};
