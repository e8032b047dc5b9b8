import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const ARKANSAS: TVerifiedSections = {
  will: {
    citation: 'Ark. Code §§ 28-25-102, 28-25-103, 28-25-104, 28-25-106 and 28-40-117',
    sources: [
      {
        title: 'Ark. Code § 28-25-103, execution generally (Instalawyer)',
        url: 'https://instalawyer.io/laws/arkansas-code/28-25-103-execution-generally',
      },
      {
        title: 'Arkansas will requirements, §§ 28-25-101 to 28-25-103 text (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/arkansas.html',
      },
      {
        title: 'Ark. Code § 28-40-117, proof of will (Instalawyer)',
        url: 'https://instalawyer.io/laws/arkansas-code/28-40-117-proof-of-will',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Declare to the witnesses that the document is your will and sign at the end before two witnesses, who sign at your request and in your presence (§ 28-25-103).',
      'A witness must be 18 or older (§ 28-25-102(a)).',
      'Unless two qualified disinterested witnesses also sign, a witness who receives something loses whatever exceeds their share without a will (§ 28-25-102(b)).',
      'A will entirely in your handwriting needs no witnesses but must later be proved by three disinterested witnesses to the handwriting (§§ 28-25-104, 28-40-117(b)).',
      'An attesting witness’s affidavit may prove the will without live testimony (§ 28-25-106).',
    ],
    witnesses: 2,
    witnessMinAge: 18,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Ark. Code § 28-25-106'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
