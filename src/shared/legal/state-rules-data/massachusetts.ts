import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const MASSACHUSETTS: TVerifiedSections = {
  will: {
    citation: 'M.G.L. c. 190B §§ 2-502, 2-504 and 2-505',
    sources: [
      {
        title: 'M.G.L. c. 190B § 2-504, self-proved will (mass.gov)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-504',
      },
      {
        title: 'M.G.L. c. 190B § 2-505, witnesses (mass.gov)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-505',
      },
      {
        title: 'Formalities of signing a will, M.G.L. c. 190B § 2-502 (Cote Law)',
        url: 'https://www.cote-law.com/understanding-the-formalities-of-signing-a-will/',
      },
      {
        title: 'Massachusetts does not recognize holographic wills (Mario Capano)',
        url: 'https://marioccapanolaw.hs-sites.com/estate-planning/last-will---testament',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two competent witnesses sign after seeing you sign or hearing you acknowledge your signature or the will (§ 2-502).',
      'A gift to a witness or a witness’s spouse is void unless two other subscribing witnesses are not similarly benefited, or the witness shows it was not obtained by fraud or undue influence (§ 2-505(b)).',
      'The self-proving affidavit is made before an officer authorized to administer oaths, at the signing or later (§ 2-504).',
      'A handwritten will without witnesses is not valid in Massachusetts (practitioner’s summary).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'M.G.L. c. 190B § 2-504'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'M.G.L. c. 190B § 5-501',
    sources: [
      {
        title:
          'M.G.L. c. 190B § 5-501, durable power of attorney: definition (Massachusetts Legislature)',
        url: 'https://malegislature.gov/laws/generallaws/partii/titleii/chapter190b/articlev/section5-501',
      },
      {
        title: 'M.G.L. c. 190B § 5-501 with comment (mass.gov)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-5-501',
      },
      {
        title:
          'Massachusetts durable power of attorney: no statutory signing requirement (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/massachusetts-ma',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'A power of attorney survives your incapacity only if it contains the words of § 5-501(a) or similar words; this document prints them.',
      'It may instead say that it becomes effective upon your disability or incapacity (§ 5-501(a)).',
      'Section 5-501 sets no witness or notary requirement (form publishers say the same); this document is made for a notary, whose acknowledgment banks and registries usually expect.',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: false,
    springing: { allowed: true, citation: 'M.G.L. c. 190B § 5-501(a)' },
    durableWording: {
      text: 'This power of attorney shall not be affected by subsequent disability or incapacity of the principal, or lapse of time.',
      citation: 'M.G.L. c. 190B § 5-501(a)',
    },
  },
  directive: {
    citation: 'M.G.L. c. 201D §§ 2 and 4 (health care proxy)',
    sources: [
      {
        title:
          'M.G.L. c. 201D § 2, appointment of health care agents; execution of proxy (statute text, Onecle)',
        url: 'https://law.onecle.com/massachusetts/201d/2.html',
      },
      {
        title: 'M.G.L. c. 201D § 4, contents of proxy (statute text, ma.elaws.us)',
        url: 'http://ma.elaws.us/mgl/partii_titleii_chapter201d_section4',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign the health care proxy in the presence of two other adults, who sign as witnesses and affirm in writing that you appeared to be at least 18, of sound mind and under no constraint or undue influence (c. 201D § 2).',
      'The person you name as health care agent may not be a witness (c. 201D § 2); no notary is needed.',
      'The proxy must identify you and your agent, say that the agent may make health care decisions for you, state any limits, and say that the agent’s authority begins when you are found to lack capacity (c. 201D § 4).',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: false,
    witnessDisqualifications: [
      'the health care agent or alternate agent named in this document',
      'anyone under 18',
    ],
    statutoryForm: null,
  },
};
