import type { TTaskSource } from '@shared/triggering-event/plan-schemas';

/**
 * The sources each task names beside its deadline or rule: those collected in
 * research/estate-and-ai.md §3, and for the federal deadlines and notices (issue 38) the pages
 * read on 2026-11-29. A link is given where the page read is one a family can open; a page read
 * through a copy on an unrelated site is named without its link, and a secondary source says so.
 */
export const SOURCES = {
  estateExecChecklist: {
    label: 'EstateExec executor checklist',
    url: 'https://www.estateexec.com/Docs/Executor_Checklist',
  },
  estateExecFirst3Months: {
    label: 'EstateExec: the first 3 months',
    url: 'https://www.estateexec.com/Docs/First_3_Months',
  },
  irsPub559: {
    label: 'IRS Publication 559 (Survivors, Executors, and Administrators)',
    url: 'https://www.irs.gov/forms-pubs/about-publication-559',
  },
  irsPub559FinalReturn: {
    label:
      'IRS Publication 559, “Final Income Tax Return for Decedent” (2012 edition, IRS Tax Map archive): due April 15 unless that falls on a weekend or holiday',
    url: 'https://webarchive.library.unt.edu/web/20130216064749/http://taxmap.ntis.gov/taxmap/pubs/p559-001.htm',
  },
  irsPub559EstateTax: {
    label:
      'IRS Publication 559, “Estate Tax Return—Form 706” (2011 edition, IRS Tax Map archive): due within 9 months, Form 4768 for an automatic 6-month extension',
    url: 'http://taxmap.ntis.gov/taxmap/archive2011/taxmap/pubs/p559-005.htm',
  },
  irsForm4768: {
    label: 'IRS Instructions for Form 4768 (automatic 6-month extension of time to file Form 706)',
    url: 'https://www.irs.gov/instructions/i4768',
  },
  irsEstateTaxFaq: {
    label:
      'IRS, “Frequently asked questions on estate taxes”: the filing threshold by year of death ($13,610,000 for 2024), and a return to elect portability whatever the size of the estate (read through a copy of the page, 2026-11-29)',
    url: null,
  },
  estateExemption2026: {
    label:
      'LegalClarity, “What Is the Current Estate Tax Exemption Amount?”: $15 million for deaths in 2026, citing the IRS (a secondary source, read 2026-11-29)',
    url: 'https://legalclarity.org/what-is-the-current-estate-tax-exemption-amount',
  },
  revProc202232: {
    label:
      'Rev. Proc. 2022-32: portability elected on or before the fifth anniversary of the death by an estate not otherwise required to file (TSCPA news, July 8, 2022)',
    url: 'https://tscpa.com/news/861-irs-extends-time-for-certain-estates-to-request-late-portability-election-relief',
  },
  irs1041WhenToFile: {
    label:
      'IRS, “Forms 1041 and 1041-A: when to file”: the 15th day of the 4th month after the close of the estate’s tax year',
    url: 'https://www.irs.gov/es/charities-non-profits/private-foundations/forms-1041-and-1041-a-when-to-file',
  },
  irsPub950EstateIncome: {
    label:
      'IRS Publication 950, “Income Tax on an Estate” (IRS Tax Map archive, 2008): Form 1041 for each year with $600 or more of gross income, from the death until the final distribution',
    url: 'http://taxmap.ntis.gov/taxmap/archive2009/taxmap/pubs/p950-004.htm',
  },
  equifaxDeath: {
    label: 'Equifax, “How Do I Report a Death?”',
    url: 'https://www.equifax.com/personal/education/mobile-articles/-/learn/mobile-faq-reporting-death/',
  },
  experianDeath: {
    label: 'Experian, “How to Report Death of a Relative to the Credit Bureaus”',
    url: 'https://stg1.experian.com/blogs/ask-experian/reporting-death-of-relative',
  },
  socialSecurityMonthOfDeath: {
    label:
      'Social Security, “If a beneficiary dies” (benefits are not payable for the month of death), as reproduced by Social Security Insider, 2012',
    url: 'http://www.socialsecurityinsider.com/2012/02/can-you-keep-the-social-security-check-for-the-months-someone-dies/',
  },
  socialSecurityFuneralHome: {
    label:
      'AARP, “Do I have to return the Social Security payment?”: most funeral homes report the death on Social Security’s form for funeral directors',
    url: 'https://www.aarp.org/retirement/social-security/questions-answers/returning-social-security-payment.html',
  },
  medicareNotice: {
    label:
      'GoHealth, “How Do I Report a Death to Medicare or Social Security?” (a secondary source: Medicare is not verified from a government page)',
    url: 'https://www.gohealth.com/medicare/faqs/how-do-i-report-a-death-to-medicare-or-social-security/',
  },
  socialSecurity: {
    label:
      'Nixon Peabody (2017), on Social Security’s $255 lump-sum death payment and its 2-year limit (a secondary source)',
    url: 'https://www.nixonpeabody.com/en/ideas/blog/trusts-and-estates/2017/07/18/get-the-help-you-need-from-the-social-security-administration-when-a-family-member-dies',
  },
  deathCertificates: {
    label: 'Executor guides (10–15 certified copies in several, 5–12 in others)',
    url: null,
  },
} as const satisfies Record<string, TTaskSource>;
