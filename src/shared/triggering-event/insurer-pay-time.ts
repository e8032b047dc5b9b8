import type { TRunwayWait } from './runway-schemas';

/** When the pages below were read (through the project's search tools). */
const READ_ON = '2026-11-29';

/**
 * How soon a life insurer pays a death claim, by the household's state where its statute was read;
 * the words are ours, summarising the statute (never its wording). A state not listed gets the
 * general figure, which rests on a secondary page, not a statute.
 */
const BY_STATE: Readonly<Record<string, TRunwayWait>> = {
  CA: {
    text: 'Insurers are to pay within 30 days of the death whenever possible, and owe interest from the date of death on anything unpaid after those 30 days.',
    citation: 'Cal. Ins. Code § 10172.5',
    source: {
      label: 'California Insurance Code § 10172.5 (jurris.com)',
      url: 'https://jurris.com/california/insurance-code/10170-10180/10172.5-4',
      readOn: READ_ON,
    },
  },
  TX: {
    text: 'A life policy must settle the claim within two months of receiving proof of the death and of the claimant’s right to the money.',
    citation: 'Tex. Ins. Code § 1101.011',
    source: {
      label: 'Tex. Ins. Code Section 1101.011, Time for Settlement of Claim (texas.public.law)',
      url: 'https://texas.public.law/statutes/tex._ins._code_section_1101.011',
      readOn: READ_ON,
    },
  },
  FL: {
    text: 'No fixed deadline; a lump-sum death benefit carries interest from the day the insurer receives written proof of death.',
    citation: 'Fla. Stat. § 627.4615',
    source: {
      label:
        'Florida Statute 627.4615 (2023 Florida Statutes, reproduced by criminallawyerjacksonville.com)',
      url: 'https://www.criminallawyerjacksonville.com/0627.4615.html',
      readOn: READ_ON,
    },
  },
  OK: {
    text: 'Insurers must pay within 30 days of receiving proof of death, or pay interest from the date of death.',
    citation: 'Okla. Stat. tit. 36, § 4030.1',
    source: {
      label: 'Okla. Stat. tit. 36, § 4030.1 (casetext)',
      url: 'https://casetext.com/statute/oklahoma-statutes/title-36-insurance/36-40301-forms-to-establish-proof-of-death-and-interest-of-claimant-interest-on-proceeds-payment-of-proceeds-time-exemptions',
      readOn: READ_ON,
    },
  },
  AL: {
    text: 'Settlement is due on receipt of proof of death, within at most two months; interest runs on anything unpaid 30 days after the proofs.',
    citation: 'Ala. Code § 27-15-13',
    source: {
      label: 'Alabama Code 27-15-13 (lawserver.com)',
      url: 'https://www.lawserver.com/law/state/alabama/al-code/alabama_code_27-15-13',
      readOn: READ_ON,
    },
  },
  IN: {
    text: 'The beneficiary is owed interest on any payment not received within 30 days of the death.',
    citation: 'Ind. Code § 27-1-12-35',
    source: {
      label:
        'Indiana Code 27-1-12-35, Life insurance proceeds; payment; time limit (getpocketlaw.com)',
      url: 'https://getpocketlaw.com/law/state_indiana/section-27-1-12-35-life-insurance-proceeds-payment-time-limit-liability-for-interest_af2be032c500',
      readOn: READ_ON,
    },
  },
  SC: {
    text: 'A lump sum not paid within 30 days of the proof of death and claim papers carries interest from the date of death.',
    citation: 'S.C. Code § 38-63-80',
    source: {
      label: 'South Carolina Code 38-63-80 (getpocketlaw.com)',
      url: 'https://getpocketlaw.com/law/state_south_carolina/section-38-63-80-interest-on-lump-sum-payment-of-life-insurance-proceeds_38749bcbb7b3',
      readOn: READ_ON,
    },
  },
};

/** A secondary page, not a statute: it says most clean claims pay within 30 to 60 days. */
const GENERAL: TRunwayWait = {
  text: 'Most claims are paid within 30 to 60 days after the insurer has the claim form and a certified death certificate; a policy under two years old, or a dispute, can take longer.',
  citation: null,
  source: {
    label: 'How Fast Does Life Insurance Pay Out: Timelines and Delays (legalclarity.org)',
    url: 'https://legalclarity.org/how-fast-does-life-insurance-pay-out-timelines-and-delays',
    readOn: READ_ON,
  },
};

/** The usual time to pay a death claim in the household's state (a two-letter code), else in general. */
export function insurerPayTime(stateCode: string | null): TRunwayWait {
  return (stateCode && BY_STATE[stateCode.toUpperCase()]) || GENERAL;
}
