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
    title:
      'Cal. Prob. Code § 6110(c)(1), quoted from leginfo.legislature.ca.gov (will execution requirements by state, referencesource)',
    url: 'https://huggingface.co/datasets/referencesource/will-execution-requirements-by-state',
  },
  civil5611: {
    title:
      'Cal. Civ. Code § 56.11 as set out in AB 2703 (2016, amended in Assembly), with the Legislative Counsel’s digest of the law in force',
    url: 'http://www.leginfo.ca.gov/pub/15-16/bill/asm/ab_2701-2750/ab_2703_bill_20160318_amended_asm_v98.htm',
  },
} satisfies Record<string, TRuleSource>;
