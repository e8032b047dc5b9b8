import { page, type TCitedRule, type TLawSource } from './law-source';

/**
 * Community property by state: the nine states IRS Publication 555 lists, Alaska's opt-in
 * election, and the survivorship form where a statute was read. Opt-in community property trusts
 * elsewhere (Tennessee, South Dakota, Kentucky, Florida) were not read and are not listed.
 */
export type TCommunityProperty = {
  state: string;
  regime: 'community_property' | 'opt_in';
  /** The form that passes the whole to the surviving spouse without probate, if one was read. */
  survivorship: (TCitedRule & { name: string }) | null;
  sources: readonly TLawSource[];
};

const PUB_555 = page(
  'IRS Publication 555, Community Property: Introductory Material (2005 tax year archive)',
  'https://www.unclefed.com/TaxHelpArchives/2005/HTML/p555/ar01.html',
);
const PUB_555_2013 = page(
  'IRS Publication 555, Introductory Material (irs.gov, archived Feb. 2013)',
  'https://webarchive.library.unt.edu/web/20130218184735/http://www.irs.gov/publications/p555/ar01.html',
);

const plain = (state: string): TCommunityProperty => ({
  state,
  regime: 'community_property',
  survivorship: null,
  sources: [PUB_555, PUB_555_2013],
});

export const COMMUNITY_PROPERTY: readonly TCommunityProperty[] = [
  {
    ...plain('AZ'),
    survivorship: {
      name: 'Community property with right of survivorship',
      citation: 'A.R.S. § 33-431',
      text: 'A deed or transfer that expressly says “community property with right of survivorship” vests the whole in the surviving spouse at the first death, without probate.',
      sources: [
        page(
          'Community Property with Right of Survivorship in Arizona (Deeds.com)',
          'https://www.deeds.com/articles/community-property-with-right-of-survivorship-in-arizona/',
        ),
        page(
          'Arizona Community Property with Survivorship Rules (LegalClarity)',
          'https://legalclarity.org/arizona-community-property-with-survivorship-rules',
        ),
      ],
    },
  },
  {
    ...plain('CA'),
    survivorship: {
      name: 'Community property with right of survivorship',
      citation: 'Cal. Civ. Code § 682.1',
      text: 'Community property expressly declared in the transfer document to be “community property with right of survivorship” passes to the surviving spouse without administration, like joint tenancy (instruments created on or after July 1, 2001). It does not apply to joint accounts at a financial institution.',
      sources: [
        page(
          'California Civil Code § 682.1 (Marginalia)',
          'https://self-law.org/code/ca/civil-code/682-1',
        ),
        page(
          'California Civil Code Section 682.1 (Onecle)',
          'http://law.onecle.com/california/civil/682.1.html',
        ),
      ],
    },
  },
  plain('ID'),
  plain('LA'),
  {
    ...plain('NV'),
    survivorship: {
      name: 'Community property with right of survivorship',
      citation: 'NRS 111.064',
      text: 'Spouses declare it in writing, such as a deed that says “community property with right of survivorship”; the surviving spouse then takes the deceased spouse’s share without probate.',
      sources: [
        page(
          'Nevada Community Property With Right of Survivorship Explained (LegalClarity)',
          'https://legalclarity.org/nevada-community-property-with-right-of-survivorship-explained',
        ),
      ],
    },
  },
  plain('NM'),
  {
    ...plain('TX'),
    survivorship: {
      name: 'Community property with right of survivorship',
      citation: 'Tex. Est. Code ch. 112',
      text: 'Texas spouses can agree in writing that their community property passes to the survivor (Estates Code chapter 112, “Community Property with Right of Survivorship”).',
      sources: [
        page(
          'H.B. 2502, 81st Legislature, adopting the Texas Estates Code (table of chapters)',
          'https://capitol.texas.gov/tlodocs/81R/billtext/html/HB02502F.HTM',
        ),
      ],
    },
  },
  plain('WA'),
  plain('WI'),
  {
    state: 'AK',
    regime: 'opt_in',
    survivorship: null,
    sources: [
      PUB_555,
      page(
        'Which states are community property states? (TurboTax)',
        'https://ttlc.intuit.com/questions/2898021-which-states-are-community-property-states',
      ),
    ],
  },
];

export function communityPropertyOf(state: string | null): TCommunityProperty | null {
  return COMMUNITY_PROPERTY.find((each) => each.state === state) ?? null;
}
