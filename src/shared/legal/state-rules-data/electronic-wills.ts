import type { TRuleSource } from '../state-rule-types';

/**
 * Electronic-will statutes as the secondary compilation willgridus.com/states lists them
 * (research notes estate-and-ai.md §4). Only used in rows whose will section is not verified
 * from the statute itself; a verified row names the statute it read instead.
 */
export const WILLGRIDUS: TRuleSource = {
  title:
    'willgridus.com/states, Electronic Wills Act column (secondary compilation, cross-check only)',
  url: 'https://willgridus.com/states',
};

export const ELECTRONIC_WILL_STATUTES: Readonly<Record<string, string>> = {
  AZ: 'Ariz. Rev. Stat. §14-2518 (2019), as listed by willgridus.com',
  CO: 'Colo. Rev. Stat. §15-11-1301 (2021), as listed by willgridus.com',
  FL: 'Fla. Stat. §732.522 (2020), as listed by willgridus.com',
  IL: '755 ILCS 6, Electronic Wills and Remote Witnesses Act (2022), as listed by willgridus.com',
  IN: 'Ind. Code §29-1-21 (2018), as listed by willgridus.com',
  MD: 'Md. Code, Est. & Trusts §4-102 (2022), as listed by willgridus.com',
  NV: 'Nev. Rev. Stat. §133.085 (2001), as listed by willgridus.com',
  UT: 'Utah Code §75-2-1401, Uniform Electronic Wills Act (2020), as listed by willgridus.com',
  WA: 'Wash. Rev. Code §11.12.400 (2022), as listed by willgridus.com',
};
