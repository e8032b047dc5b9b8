import type { TRuleSource } from '@shared/legal/state-rule-types';

/** Pages where the text of the Texas statutes printed in the documents was read (issue 37). */
export const TX_SOURCES = {
  estates251104: {
    title: 'Tex. Est. Code § 251.104, requirements for self-proving affidavit (Texas Public Law)',
    url: 'https://texas.public.law/statutes/tex._est._code_section_251.104',
  },
  health166163: {
    title: 'Tex. Health & Safety Code § 166.163, form of disclosure statement (Onecle)',
    url: 'https://law.onecle.com/texas/health/166.163.html',
  },
  health166164: {
    title:
      'Tex. Health & Safety Code § 166.164, form of medical power of attorney (Texas Public Law)',
    url: 'https://texas.public.law/statutes/tex._health_and_safety_code_section_166.164',
  },
  health166164Bill: {
    title:
      'Texas H.B. 2589 (2023, introduced): a bill, not the code, whose text sets out § 166.164 as then in force with the bill’s proposed changes marked',
    url: 'https://legiscan.com./TX/text/HB2589/id/2711343/Texas-2023-HB2589-Introduced.html',
  },
  health166154: {
    title:
      'Tex. Health & Safety Code § 166.154, execution of a medical power of attorney (WebLaws)',
    url: 'http://www.weblaws.org/texas/laws/tex._health_and_safety_code_section_166.154_execution',
  },
} satisfies Record<string, TRuleSource>;
