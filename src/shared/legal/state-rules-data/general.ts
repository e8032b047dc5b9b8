import type { TDirectiveRules, TPoaRules, TWillRules } from '../state-rule-types';
import { selfProved } from './self-proved';

/**
 * The general rows: what every state accepts for a typed will (two disinterested adult witnesses
 * and a self-proving affidavit signed before a notary), with the matching cautious defaults for
 * powers of attorney and health-care directives. They cite the model law they follow, not the
 * state's own statute, so `verifiedOn` stays null and the wizard says "General rules, confirm
 * with an attorney" wherever a row still holds them.
 */

export function generalWillRules(): TWillRules {
  return {
    citation: 'Uniform Probate Code §2-502 and §2-504 (model law, not this state’s own statute)',
    sources: [
      {
        title: 'Uniform Probate Code §2-504 as enacted in Massachusetts (M.G.L. c.190B §2-504)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-504',
      },
    ],
    verifiedOn: null,
    notes: [
      'Sign in front of two adult witnesses who receive nothing under the will, and have the self-proving affidavit signed before a notary: the way of signing every state accepts for a typed will.',
    ],
    witnesses: 2,
    witnessMinAge: 18,
    interestedWitness: 'unverified',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Uniform Probate Code §2-504(a)'),
    holographic: 'unverified',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  };
}

export function generalPoaRules(): TPoaRules {
  return {
    citation: 'Uniform Power of Attorney Act (2006) §105 (model law, not this state’s own statute)',
    sources: [
      {
        title: 'Uniform Power of Attorney Act (2006), NCCUSL text',
        url: 'http://lawsdocbox.com/Legal_Issues/66639658-Uniform-power-of-attorney-act-2006.html',
      },
    ],
    verifiedOn: null,
    notes: [
      'Sign before a notary, with two adult witnesses who are not your agent: the cautious way that meets the strictest states’ rules.',
    ],
    notaryRequired: true,
    witnesses: 2,
    statutoryForm: null,
    uniformActAdopted: null,
  };
}

export function generalDirectiveRules(): TDirectiveRules {
  return {
    citation: 'Uniform Health-Care Decisions Act (1993) (model law, not this state’s own statute)',
    sources: [
      {
        title: 'Uniform Health-Care Decisions Act (1993), NCCUSL text',
        url: 'http://docplayer.net/20990518-Uniform-health-care-decisions-act.html',
      },
    ],
    verifiedOn: null,
    notes: [
      'Sign before two adult witnesses and a notary; pick witnesses who are not named in the document, not related to you and not your health-care providers, the people most states exclude.',
    ],
    witnesses: 2,
    notaryAlternative: null,
    notaryRequired: null,
    witnessDisqualifications: [
      'your agent or alternate agent',
      'a relative by blood, marriage or adoption',
      'anyone who would inherit from you',
      'your health-care provider or an employee of your provider',
    ],
    statutoryForm: null,
  };
}
