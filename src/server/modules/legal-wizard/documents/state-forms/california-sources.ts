import type { TRuleSource } from '@shared/legal/state-rule-types';

/** Pages where the text of the California statutes printed in the documents was read (issue 37). */
export const CA_SOURCES = {
  probate4673: {
    title: 'Cal. Prob. Code § 4673 (self-law.org)',
    url: 'https://self-law.org/code/ca/probate-code/4673',
  },
  probate4674: {
    title: 'Cal. Prob. Code § 4674 (self-law.org)',
    url: 'https://self-law.org/code/ca/probate-code/4674',
  },
  probate4675: {
    title: 'Cal. Prob. Code § 4675 (self-law.org)',
    url: 'https://self-law.org/code/ca/probate-code/4675',
  },
  probate6110: {
    title: 'Cal. Prob. Code § 6110 (California Legislative Information, leginfo)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=6110.',
  },
  probate8220: {
    title:
      'Cal. Prob. Code §§ 8220–8226 as reproduced by Sirkin Law Group (April 2019), § 8220 with its history note “Enacted by Stats. 1990, Ch. 79.” (no amendment shown); the same text is on statutes.laws-info.com',
    url: 'https://sirkinlawgroup.com/2019/04/standards-for-admission-and-proof-of-wills-in-los-angeles-california/',
  },
  civil5611: {
    title:
      'Cal. Civ. Code § 56.11, the code’s text current through the 2024 legislative session (a copy of the statute on a CloudFront host)',
    url: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/california-codes/california-civil-code/division-1-persons/part-26-confidentiality-of-medical-information/chapter-2-disclosure-of-medical-information-by-providers/section-5611-authorization-for-release-of-medical-information-by-provider',
  },
} satisfies Record<string, TRuleSource>;
