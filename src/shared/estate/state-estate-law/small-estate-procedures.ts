import { page } from './law-source';
import type { TSmallEstateProcedure } from './small-estate-types';

/**
 * The small-estate procedures read for issue 38 (the ten most populous states first). A state
 * missing here has no procedure on record: the plan says "unverified" and asks the court. Georgia
 * and the community-property states other than California and Texas were not read.
 */

const CA_LIMITS = page(
  'California Small Estate Limits: the three current thresholds (ProbateClear)',
  'https://probateclear.com/resources/california-small-estate-limits',
);
const CA_EXCLUSIONS = page(
  'California Probate Code §§ 13050-13054 (Jurris)',
  'https://jurris.com/california/probate-code/13050-13054',
);

const CA_AFFIDAVIT: TSmallEstateProcedure = {
  id: 'ca_13100',
  state: 'CA',
  kind: 'small_estate_affidavit',
  name: 'Small-estate affidavit',
  citation: 'Prob. Code § 13100',
  counts: 'personal_property',
  limits: [
    {
      cents: 18_450_000,
      excludesRegisteredVehicles: true,
      deathsFrom: '2022-04-01',
      deathsThrough: '2025-03-31',
      appliesText: 'amount for deaths from April 1, 2022 to March 31, 2025',
      sources: [CA_LIMITS],
    },
    {
      cents: 20_885_000,
      excludesRegisteredVehicles: true,
      deathsFrom: '2025-04-01',
      deathsThrough: '2028-03-31',
      appliesText: 'amount for deaths on or after April 1, 2025',
      sources: [
        CA_LIMITS,
        page(
          'Small Estate Affidavit in California (Ridley Law Offices)',
          'https://ridleylawoffices.com/?p=7941',
        ),
      ],
    },
  ],
  indexing: 'adjusted every three years (Prob. Code § 890)',
  waitDays: 40,
  court: false,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'Handed to each bank or brokerage with a certified death certificate; no court filing.',
    'Joint-tenancy property, payable-on-death accounts, trust property and vehicles registered with the DMV are left out of the value (Prob. Code § 13050).',
  ],
  sources: [
    CA_LIMITS,
    page(
      'Understanding California Probate Code 13100: Small Estate Affidavits (LegalClarity)',
      'https://legalclarity.org/understanding-california-probate-code-13100-small-estate-affidavits',
    ),
    CA_EXCLUSIONS,
  ],
};

const CA_RESIDENCE_PETITION: TSmallEstateProcedure = {
  id: 'ca_13151',
  state: 'CA',
  kind: 'small_estate_petition',
  name: 'Petition for the primary residence',
  citation: 'Prob. Code § 13151',
  counts: 'primary_residence',
  limits: [
    {
      cents: 75_000_000,
      deathsFrom: '2025-01-01',
      deathsThrough: '2028-03-31',
      appliesText: 'amount since January 1, 2025, Stats. 2024, ch. 331',
      sources: [
        page(
          'California Probate Code § 13151 (Marginalia)',
          'https://self-law.org/code/ca/probate-code/13151',
        ),
        page(
          'California Probate Code §§ 13150-13157, Court Order Determining Succession to Property (CodeCond)',
          'https://codecond.com/codes/prob/division-8-disposition-of-estate-without-administration/part-1-collection-or-transfer-of-small-estate-without-administration/chapter-4-court-order-determining-succession-to-property',
        ),
        CA_LIMITS,
      ],
    },
  ],
  indexing: 'adjusted periodically (Prob. Code § 890)',
  waitDays: 40,
  court: true,
  realEstate: 'primary_residence_only',
  onlyWhen: null,
  notes: [
    'Filed with the superior court with an inventory and appraisal by a probate referee; notice goes to each heir and devisee within five business days of filing.',
  ],
  sources: [
    page(
      'California Probate Code § 13151 (Marginalia)',
      'https://self-law.org/code/ca/probate-code/13151',
    ),
    page(
      'California Probate Code § 13154 (Marginalia)',
      'https://self-law.org/code/ca/probate-code/13154',
    ),
  ],
};

const TX_AFFIDAVIT: TSmallEstateProcedure = {
  id: 'tx_205',
  state: 'TX',
  kind: 'small_estate_affidavit',
  name: 'Small-estate affidavit',
  citation: 'Tex. Est. Code § 205.001',
  counts: 'whole_estate',
  limits: [
    {
      cents: 7_500_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText: 'excluding the homestead and exempt property',
      sources: [
        page(
          'Texas Estates Code § 205.001, Entitlement to Estate Without Appointment of Personal Representative (Instalawyer)',
          'https://instalawyer.io/laws/texas-statutes/section-205001-entitlement-to-estate',
        ),
      ],
    },
  ],
  indexing: null,
  waitDays: 30,
  court: true,
  realEstate: 'primary_residence_only',
  onlyWhen: 'no_will',
  notes: [
    'Only when there is no will; filed with the court clerk and approved by the judge.',
    'Sworn by two disinterested witnesses and every heir; the estate’s assets must exceed its known debts.',
    'The homestead is the only real estate it can pass.',
  ],
  sources: [
    page(
      'Texas Estates Code § 205.001 (Instalawyer)',
      'https://instalawyer.io/laws/texas-statutes/section-205001-entitlement-to-estate',
    ),
    page(
      'Texas Estates Code ch. 205, Small Estate Affidavit (Scribd copy of the statute)',
      'https://www.scribd.com/document/628896018/ES-205',
    ),
    page(
      'Small Estate Affidavits (Paul Francis, Attorney at Law)',
      'https://paulfrancis.weebly.com/discussion.html',
    ),
  ],
};

const FL_SUMMARY: TSmallEstateProcedure = {
  id: 'fl_735_201',
  state: 'FL',
  kind: 'summary_administration',
  name: 'Summary administration',
  citation: 'Fla. Stat. § 735.201',
  counts: 'whole_estate',
  limits: [
    {
      cents: 7_500_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText:
        'estate subject to administration in Florida, less property exempt from creditors',
      sources: [
        page(
          'Florida Statutes § 735.201, Summary administration; nature of proceedings (Online Sunshine, 2023)',
          'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=&URL=0700-0799/0735/Sections/0735.201.html',
        ),
      ],
    },
  ],
  indexing: null,
  waitDays: null,
  court: true,
  realEstate: 'covered',
  onlyWhen: null,
  notes: [
    'Also available whatever the value once the decedent has been dead for more than 2 years.',
    'With a will, only if the will does not direct formal administration.',
  ],
  sources: [
    page(
      'Florida Statutes § 735.201 (Online Sunshine, 2023)',
      'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=&URL=0700-0799/0735/Sections/0735.201.html',
    ),
  ],
};

const NY_VOLUNTARY: TSmallEstateProcedure = {
  id: 'ny_scpa_1301',
  state: 'NY',
  kind: 'summary_administration',
  name: 'Voluntary administration (small estate)',
  citation: 'N.Y. SCPA § 1301',
  counts: 'personal_property',
  limits: [
    {
      cents: 5_000_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText:
        'personal property, for proceedings commenced on or after November 25, 2019, whatever the date of death',
      sources: [
        page(
          'Changes to New York’s Small Estates Law (Russo Law)',
          'https://vjrussolaw.com/changes-to-new-yorks-small-estates-law/',
        ),
        page(
          'New York State Increases Small Estate Threshold to $50,000 (Nixon Peabody)',
          'https://nixonpeabody.com/insights/articles/2019/12/18/new-york-state-increases-small-estate-threshold-to-%2450-000',
        ),
      ],
    },
  ],
  indexing: null,
  waitDays: null,
  court: true,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'An affidavit filed with the Surrogate’s Court, which issues short certificates for each asset listed.',
    'Real estate in the decedent’s own name cannot pass this way.',
    'Property set off for a surviving spouse or children under EPTL 5-3.1 does not count toward the limit.',
  ],
  sources: [
    page(
      'New York Voluntary Administration (Small Estate): Statutes, $50,000 Cap, and Filing Steps (Sunset)',
      'https://learn.hellosunset.com/new-york-voluntary-administration',
    ),
  ],
};

const PA_PETITION: TSmallEstateProcedure = {
  id: 'pa_3102',
  state: 'PA',
  kind: 'small_estate_petition',
  name: 'Small-estate petition',
  citation: '20 Pa.C.S. § 3102',
  counts: 'personal_property',
  limits: [
    {
      cents: 5_000_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText: 'excluding real estate and payments under 20 Pa.C.S. § 3101',
      sources: [
        page(
          'What is a “small” estate petition? (The Town Law)',
          'https://thetownlaw.com/the-town-law-blog/what-is-a-small-estate-petition',
        ),
        page(
          'Small Estate Petitions (20 Pa.C.S. § 3102) & the Family Exemption (Lawyer Marc)',
          'https://lawyermarc.com/estate-planning/small-estate-petitions-20-pa-c-s-3102-the-family-exemption',
        ),
      ],
    },
  ],
  indexing: null,
  waitDays: null,
  court: true,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'A petition to the orphans’ court, which may direct distribution; any party in interest may ask to revoke the decree within one year.',
    'The decree does not pass real estate.',
  ],
  sources: [
    page(
      'What is a “small” estate petition? (The Town Law)',
      'https://thetownlaw.com/the-town-law-blog/what-is-a-small-estate-petition',
    ),
  ],
};

const IL_ACT_104_0346 = page(
  'Public Act 104-0346 (SB 83), amending 755 ILCS 5/25-1 (Illinois General Assembly)',
  'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
);
const IL_ACT_SUMMARY = page(
  'Illinois Raises Small Estate Affidavit Threshold & Revises Rules Effective August 15, 2025 (Wagner & Wagner)',
  'http://wagnerandwagnerlawyers.com/coming-soon.html',
);
const IL_ACT_FAEGRE = page(
  'Illinois Amends the Probate Act With Key Changes to Small Estate Affidavit (Faegre Drinker)',
  'https://www.faegredrinker.com/en/insights/publications/2025/9/illinois-amends-the-probate-act-with-key-changes-to-small-estate-affidavit',
);

const IL_AFFIDAVIT: TSmallEstateProcedure = {
  id: 'il_25_1',
  state: 'IL',
  kind: 'small_estate_affidavit',
  name: 'Small-estate affidavit',
  citation: '755 ILCS 5/25-1',
  counts: 'personal_property',
  limits: [
    {
      cents: 10_000_000,
      deathsFrom: null,
      deathsThrough: '2025-08-14',
      appliesText:
        'gross value of the personal estate, vehicles included, for deaths before August 15, 2025',
      sources: [
        page(
          'Illinois Small Estate Affidavit (eSign)',
          'https://esign.com/small-estate-affidavit/il',
        ),
        page(
          'Small Estate Probate in Illinois (LegalFix)',
          'https://www.legalfix.com/topics/wills-trusts-and-estates/small-estate-probate/il',
        ),
        IL_ACT_SUMMARY,
      ],
    },
    {
      cents: 15_000_000,
      excludesRegisteredVehicles: true,
      deathsFrom: '2025-08-15',
      deathsThrough: null,
      appliesText:
        'personal estate not counting motor vehicles registered with the Secretary of State, P.A. 104-0346, for deaths on or after August 15, 2025, a date taken from lawyers’ summaries of the Act',
      sources: [IL_ACT_104_0346, IL_ACT_SUMMARY, IL_ACT_FAEGRE],
    },
  ],
  indexing: null,
  waitDays: null,
  court: false,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'Handed to whoever holds the property; no court filing. It passes personal estate only, not real estate.',
    'For deaths on or after August 15, 2025, P.A. 104-0346 raised the limit to $150,000 and left motor vehicles registered with the Secretary of State out of it; Nido leaves out the vehicles recorded on Properties, and a vehicle not recorded there is not counted either way. The August 15, 2025 date is from lawyers’ summaries of the Act (Wagner & Wagner, Faegre Drinker); the Act’s own effective-date clause was not read.',
    'No waiting period is stated in the sources read (unverified).',
  ],
  sources: [
    IL_ACT_104_0346,
    page(
      'Illinois Compiled Statutes, 755 ILCS 5/Art. XXV, Small Estates (Illinois General Assembly)',
      'https://www.ilga.gov/legislation/ilcs/ilcs4.asp?DocName=075500050HArt.+XXV&ActID=2104&ChapterID=60&SeqStart=33900000&SeqEnd=34400000',
    ),
  ],
};

const OH_RELEASE_SOURCES = [
  page(
    'Release From Administration (Franklin County Probate Court)',
    'https://probate.franklincountyohio.gov/Departments/Release-From-Administration',
  ),
  page(
    'Am. Sub. H.B. 366, 122nd General Assembly, amending Ohio Rev. Code § 2113.03 (Ohio Legislature archive)',
    'http://archives.legislature.state.oh.us/BillText122/122_HB_366_3_Y.htm',
  ),
];

const OH_RELEASE_NOTES = [
  'An application to the probate court, which releases the estate from full administration.',
  'The court’s page notes limits where real estate other than the family home passes without a will; ask the court.',
];

const OH_RELEASE: TSmallEstateProcedure = {
  id: 'oh_2113_03',
  state: 'OH',
  kind: 'small_estate_petition',
  name: 'Release from administration',
  citation: 'Ohio Rev. Code § 2113.03',
  counts: 'whole_estate',
  limits: [
    {
      cents: 3_500_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText: 'value of the estate’s assets',
      sources: OH_RELEASE_SOURCES,
    },
  ],
  indexing: null,
  waitDays: null,
  court: true,
  realEstate: 'covered',
  onlyWhen: null,
  notes: OH_RELEASE_NOTES,
  sources: OH_RELEASE_SOURCES,
};

const OH_RELEASE_SPOUSE: TSmallEstateProcedure = {
  ...OH_RELEASE,
  id: 'oh_2113_03_spouse',
  limits: [
    {
      cents: 10_000_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText: 'when the surviving spouse receives the whole estate',
      sources: OH_RELEASE_SOURCES,
    },
  ],
  onlyWhen: 'spouse_takes_all',
  notes: [
    'At this limit, only when the surviving spouse receives the whole estate, under the will or without one.',
    ...OH_RELEASE_NOTES,
  ],
};

const MI_LIMITS = [
  page(
    'Small Estate (Wakefield Law, P.C.): qualification values by year of death',
    'https://saynotoprobate.com/small-estate/',
  ),
  page(
    'Small Estates (Livingston County Probate Court)',
    'https://milivcounty.gov/probate/estates/small/',
  ),
];

const MI_AFFIDAVIT: TSmallEstateProcedure = {
  id: 'mi_3983',
  state: 'MI',
  kind: 'small_estate_affidavit',
  name: 'Small-estate affidavit',
  citation: 'MCL 700.3983',
  counts: 'whole_estate',
  limits: [
    {
      cents: 2_500_000,
      deathsFrom: '2022-01-01',
      deathsThrough: '2022-12-31',
      appliesText: 'amount for deaths in 2022',
      sources: [MI_LIMITS[0]!],
    },
    {
      cents: 2_700_000,
      deathsFrom: '2023-01-01',
      deathsThrough: '2023-12-31',
      appliesText: 'amount for deaths in 2023',
      sources: MI_LIMITS,
    },
  ],
  indexing:
    'adjusted every year by the Department of Treasury’s cost-of-living factor (MCL 700.1210)',
  waitDays: 28,
  court: false,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'Only when the estate includes no real property; the value is the entire estate net of liens.',
    'Only the amounts for deaths in 2022 and 2023 were read; later years’ amounts are unverified.',
  ],
  sources: [
    page(
      'SSA POMS GN 02315.060, Michigan Small Estates',
      'https://secure.ssa.gov/POMS.NSF/lnx/0202315060',
    ),
    page(
      'MCL 700.1210, Cost-of-living adjustment (Michigan Legislature)',
      'http://www.legislature.mi.gov/(S(bopfyuf2h0xog1v411jirnkb))/mileg.aspx?page=GetMCLDocument&objectname=mcl-700-1210',
    ),
  ],
};

const NC_ARTICLE_25 = page(
  'N.C. Gen. Stat. ch. 28A, Article 25, Small Estates (North Carolina General Assembly)',
  'https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_25.html',
);

const NC_AFFIDAVIT: TSmallEstateProcedure = {
  id: 'nc_28a_25',
  state: 'NC',
  kind: 'small_estate_affidavit',
  name: 'Affidavit for collection of personal property',
  citation: 'N.C. Gen. Stat. § 28A-25-1',
  counts: 'personal_property',
  limits: [
    {
      cents: 2_000_000,
      deathsFrom: null,
      deathsThrough: null,
      appliesText: 'personal property less liens and encumbrances',
      sources: [NC_ARTICLE_25],
    },
  ],
  indexing: null,
  waitDays: 30,
  court: true,
  realEstate: 'not_covered',
  onlyWhen: null,
  notes: [
    'Filed with the clerk of superior court; a certified copy is presented to whoever holds the property.',
    'With a will, the will must first be admitted to probate (N.C. Gen. Stat. § 28A-25-1.1).',
  ],
  sources: [
    NC_ARTICLE_25,
    page(
      'N.C. Gen. Stat. § 28A-25-1.1, Collection of property by affidavit when decedent dies testate',
      'http://statutes.laws.com/north-carolina/Chapter_28A/GS_28A-25-1_1',
    ),
  ],
};

export const SMALL_ESTATE_PROCEDURES: readonly TSmallEstateProcedure[] = [
  CA_AFFIDAVIT,
  CA_RESIDENCE_PETITION,
  TX_AFFIDAVIT,
  FL_SUMMARY,
  NY_VOLUNTARY,
  PA_PETITION,
  IL_AFFIDAVIT,
  OH_RELEASE,
  OH_RELEASE_SPOUSE,
  MI_AFFIDAVIT,
  NC_AFFIDAVIT,
];

export function smallEstateProceduresOf(state: string | null): TSmallEstateProcedure[] {
  return SMALL_ESTATE_PROCEDURES.filter((procedure) => procedure.state === state);
}
