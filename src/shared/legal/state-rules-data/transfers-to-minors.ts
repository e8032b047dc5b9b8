import type { TRuleSource } from '../state-rule-types';

/**
 * Issue 37: how long a custodian named in a will keeps a young beneficiary's inheritance under
 * the state's Uniform Transfers to Minors Act (a transfer "authorized in a will", UTMA § 5), read
 * from the statute or from a page quoting it. A state missing here is unverified: the will then
 * names the state's act without an age, and the interview says the age is unchecked.
 */
export type TTransfersToMinorsRule = {
  /** As the statute names itself: "The Georgia Transfers to Minors Act". */
  actName: string;
  /** The age the custodianship ends when the will names no other. */
  defaultAge: number;
  /** Every age a will may choose for the custodianship to end, the default among them. */
  ages: readonly number[];
  citation: string;
  sources: TRuleSource[];
  notes: string[];
};

export const TRANSFERS_TO_MINORS_CHECKED_ON = '2026-11-29';

export const TRANSFERS_TO_MINORS: Readonly<Record<string, TTransfersToMinorsRule>> = {
  CA: {
    actName: 'California Uniform Transfers to Minors Act',
    defaultAge: 18,
    ages: [18, 19, 20, 21, 22, 23, 24, 25],
    citation: 'Cal. Prob. Code §§ 3920 and 3920.5',
    sources: [
      {
        title: 'Cal. Prob. Code § 3920.5, delayed transfer (FindLaw, current as of 2023)',
        url: 'https://codes.findlaw.com/ca/probate-code/prob-sect-3920-5/',
      },
    ],
    notes: [
      'A custodianship made under a will ends at 18 unless the will names a later age, which may not be later than 25 (§ 3920.5(c)).',
    ],
  },
  FL: {
    actName: 'Florida Uniform Transfers to Minors Act',
    defaultAge: 21,
    ages: [21, 25],
    citation: 'Fla. Stat. § 710.123(1)(a)',
    sources: [
      {
        title: 'Fla. Stat. § 710.123, termination of custodianship (Instalawyer)',
        url: 'https://instalawyer.io/laws/florida-statutes/710123-termination-of-custodianship',
      },
      {
        title: 'Florida extends UTMA age to 25 (Nolo)',
        url: 'https://www.nolo.com/legal-update/florida-extends-utma-age-25-kind-of.html',
      },
    ],
    notes: [
      'The custodianship ends at 21, or at 25 when the transferor creates it so (§ 710.123(1)(a)). The right to take the property at 21 applies only to lifetime gifts (§ 710.123(2)).',
    ],
  },
  GA: {
    actName: 'The Georgia Transfers to Minors Act',
    defaultAge: 21,
    ages: [21],
    citation: 'O.C.G.A. § 44-5-130',
    sources: [
      {
        title: 'O.C.G.A. § 44-5-130, transfer of custodial property to the minor (PocketLaw)',
        url: 'https://getpocketlaw.com/law/state_georgia/section-44-5-130-transfer-of-custodial-property-by-custodian-to-minor-or-minor-s-estate_719c0cd5d8ed',
      },
    ],
    notes: [
      'Property a will directs to a custodian (§ 44-5-115) passes to the beneficiary at 21 (§ 44-5-130(1)).',
    ],
  },
  IL: {
    actName: 'Illinois Uniform Transfers to Minors Act',
    defaultAge: 21,
    ages: [21],
    citation: '760 ILCS 20/21',
    sources: [
      {
        title:
          'Illinois UTMA custodianship under a will, quoting 760 ILCS 20/21(a) (Illinois Bankers Association)',
        url: 'https://dev.gotoiba.com/qa/cq-2021-228',
      },
    ],
    notes: [
      'Property transferred under a will that authorizes it (§ 6) passes to the beneficiary at 21 (760 ILCS 20/21(a)(1)).',
    ],
  },
  NY: {
    actName: 'New York Uniform Transfers to Minors Act',
    defaultAge: 21,
    ages: [21],
    citation: 'N.Y. Est. Powers & Trusts Law §§ 7-6.1(k) and 7-6.20',
    sources: [
      {
        title: 'N.Y. EPTL § 7-6.1, definitions: a minor has not attained twenty-one (Lexace)',
        url: 'https://lexace.ai/us/statute/new-york/ept-7-6.1',
      },
    ],
    notes: [
      'A minor under the act is anyone who has not reached 21 (§ 7-6.1(k)); the custodianship ends then. The text of § 7-6.20 itself was not read here.',
    ],
  },
  TX: {
    actName: 'Texas Uniform Transfers to Minors Act',
    defaultAge: 21,
    ages: [21],
    citation: 'Tex. Prop. Code §§ 141.002(11) and 141.021',
    sources: [
      {
        title: 'Tex. Prop. Code § 141.002, definitions: a minor is younger than 21 (elaws)',
        url: 'http://tx.elaws.us/law/pr_title10_chapter141_sec.141.002',
      },
    ],
    notes: [
      'A minor under the act is anyone younger than 21 (§ 141.002(11)); the custodianship ends then. The text of § 141.021 itself was not read here.',
    ],
  },
};
