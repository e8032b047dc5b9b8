import { page, type TStateLawTask } from './law-source';

/**
 * When the original will must go to the court after a death, as each state's statute says it.
 * Some statutes count from the death, others from when the holder learns of it (`countsFrom`);
 * the plan dates every deadline from the death and says so where the statute counts otherwise.
 */
export type TWillFilingRule = TStateLawTask & {
  deadline:
    | { kind: 'immediately' }
    | { kind: 'days'; days: number }
    | { kind: 'years'; years: number }
    | { kind: 'no_fixed_period' };
  countsFrom: 'death' | 'learning_of_death';
};

const ILLINOIS_ARTICLE_VI = page(
  'Illinois Probate Act, Article VI (755 ILCS 5/6-1 and following), Laws9 copy of the ILCS',
  'http://laws9.com/statutes/illinois/chapter755/2104/075500050HArt_VI',
);

export const WILL_FILING_RULES: readonly TWillFilingRule[] = [
  {
    state: 'CA',
    title: 'Deliver the original will to the superior court',
    text: 'California: unless a petition for probate is filed first, whoever has the original will delivers it to the clerk of the superior court of the county where the estate may be administered within 30 days after learning of the death, and a copy to the executor named in it (Prob. Code § 8200(a)). A custodian who does not is liable for the damages it causes (§ 8200(b)).',
    deadline: { kind: 'days', days: 30 },
    countsFrom: 'learning_of_death',
    citation: 'Prob. Code § 8200',
    sources: [
      page(
        '30 days to deposit Will with clerk of the Court (LJ Esq.)',
        'https://www.ljesq.com/post/your-title-what-s-your-blog-about',
      ),
      page(
        'Lodging a Will (California Estate Planning blog, July 2025)',
        'http://calestateplanning.blogspot.com/2025/07/lodging-will.html',
      ),
    ],
  },
  {
    state: 'IL',
    title: 'File the original will with the circuit court clerk now',
    text: 'Illinois: immediately upon the death, whoever has the will must file it with the clerk of the court of the proper county (755 ILCS 5/6-1(a)); wilfully hiding it for 30 days after learning of the death is a Class 3 felony (§ 6-1(b)). An executor named in it has 30 days after learning of the nomination to start probate or decline to act (§ 6-3(a)).',
    deadline: { kind: 'immediately' },
    countsFrom: 'death',
    citation: '755 ILCS 5/6-1',
    sources: [
      ILLINOIS_ARTICLE_VI,
      page(
        'Why file the last will and testament? (Illinois State Bar Association, Senior Lawyers newsletter, Nov. 2018)',
        'https://isba.org/sections/seniorlawyers/newsletter/2018/11/whyfilethelastwillandtestament',
      ),
      page(
        'Illinois Statutes ch. 755, § 5/6-3, Duty of executor to present will for probate (FindLaw)',
        'https://codes.findlaw.com/il/chapter-755-estates/il-st-sect-755-5-6-3/',
      ),
    ],
  },
  {
    state: 'FL',
    title: 'Deposit the original will with the clerk of court',
    text: 'Florida: whoever has the will must deposit it with the clerk of the court having venue of the estate within 10 days after receiving information that the testator is dead (Fla. Stat. § 732.901(1)).',
    deadline: { kind: 'days', days: 10 },
    countsFrom: 'learning_of_death',
    citation: 'Fla. Stat. § 732.901',
    sources: [
      page(
        'Florida Statutes § 732.901, Production of wills (Online Sunshine, 2024)',
        'http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=403.814&URL=0700-0799%2F0732%2FSections%2F0732.901.html',
      ),
    ],
  },
  {
    state: 'TX',
    title: 'Apply to probate the will within 4 years',
    text: 'Texas: a will may not be admitted to probate after the fourth anniversary of the death unless the applicant shows they were not in default in failing to present it on time (Tex. Est. Code § 256.003(a)). Whoever holds the original should deliver it to the county clerk as soon as they learn of the death (Est. Code § 252.201; its wording was not read here).',
    deadline: { kind: 'years', years: 4 },
    countsFrom: 'death',
    citation: 'Tex. Est. Code § 256.003',
    sources: [
      page(
        'Texas Estates Code 256.003, Period for Admitting Will to Probate (LawServer)',
        'https://www.lawserver.com/law/state/texas/tx-codes/texas_estates_code_256-003',
      ),
      page(
        'Deadline to Probate a Will in Texas (Houston Probate Law)',
        'https://houston-probate-law.com/faqs/deadline-to-probate-a-will/',
      ),
    ],
  },
  {
    state: 'MI',
    title: 'Deliver the original will to the probate court',
    text: 'Michigan: whoever has the will must deliver it to the court, in person or by registered mail, with “reasonable promptness” after the death (MCL 700.2516); the statute sets no number of days.',
    deadline: { kind: 'no_fixed_period' },
    countsFrom: 'death',
    citation: 'MCL 700.2516',
    sources: [
      page(
        'Michigan Probate, ch. 3: Application for Informal Proceedings, § 3.2 (ICLE)',
        'https://www.icle.org/modules/books/chapter.aspx?chapter=3&book=2000556510&lib=probate-estate&partdisplayed=1&from=store',
      ),
    ],
  },
];

export function willFilingRuleOf(state: string | null): TWillFilingRule | null {
  return WILL_FILING_RULES.find((rule) => rule.state === state) ?? null;
}
