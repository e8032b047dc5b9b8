import { page, type TCitedRule } from './law-source';

/**
 * How long creditors have to present claims once an estate is administered, and what starts the
 * clock. Only Ohio counts from the death itself; elsewhere the clock starts with the court's
 * letters or the published notice, so the plan cannot date it.
 */
export type TCreditorClaimPeriod = TCitedRule & {
  state: string;
  months: number;
  startsAt: 'death' | 'letters' | 'first_publication' | 'last_publication';
};

export const CREDITOR_CLAIM_PERIODS: readonly TCreditorClaimPeriod[] = [
  {
    state: 'CA',
    months: 4,
    startsAt: 'letters',
    text: 'California: creditors have 4 months after letters first issue to a personal representative to file their claims (Prob. Code § 9100); known creditors get a notice of administration (§ 9051).',
    citation: 'Prob. Code § 9100',
    sources: [
      page(
        'Creditor Claims in California Probate: Complete Guide for Executors (Living Trust Attorneys)',
        'https://livingtrust-attorneys.com/blog/creditor-claims-probate-california',
      ),
      page(
        'California Probate Code § 9150 (California Law, elaws)',
        'http://ca.elaws.us/law/prob_sec.9150',
      ),
      page(
        'Creditor Claims In California Probate (Probate Stars)',
        'https://probatestars.com/creditor-claims-in-california-probate/',
      ),
    ],
  },
  {
    state: 'FL',
    months: 3,
    startsAt: 'first_publication',
    text: 'Florida: the personal representative publishes a notice to creditors once a week for 2 consecutive weeks (Fla. Stat. § 733.2121); claims are barred unless filed within 3 months after the first publication, or 30 days after a creditor is served with the notice if later (§ 733.702). All claims are barred 2 years after the death (§ 733.710).',
    citation: 'Fla. Stat. § 733.702',
    sources: [
      page(
        'Florida Statutes § 733.702 (2000), Limitations on presentation of claims (Florida Senate)',
        'https://www.flsenate.gov/laws/statutes/2000/733.702',
      ),
      page(
        'Under Florida probate law, what is the non-claim statute? (Lins Law Group)',
        'https://www.linslawgroup.com/blog/2014/05/under-florida-probate-law-what-is-the-non-claim-statute/',
      ),
      page(
        'Notice to Creditors in a Florida Probate (BFM Law)',
        'https://www.bfmlaw.com/notice-to-creditors-in-a-florida-probate/',
      ),
    ],
  },
  {
    state: 'NY',
    months: 7,
    startsAt: 'letters',
    text: 'New York: claims should be presented within 7 months from the date letters are first issued; a fiduciary who pays in good faith after that is not liable for claims presented later (SCPA § 1802). Claims must be in writing (SCPA § 1803).',
    citation: 'N.Y. SCPA § 1802',
    sources: [
      page(
        'How To Make A Creditor Claim Against The Estate Of A Decedent In New York (Probate Stars)',
        'https://probatestars.com/how-to-make-a-creditor-claim-against-the-estate-of-a-decedent-in-new-york/',
      ),
      page(
        'SCPA § 1803, Form and verification of claims (New York State Senate)',
        'https://www.nysenate.gov/legislation/laws/SCP/1803',
      ),
    ],
  },
  {
    state: 'PA',
    months: 12,
    startsAt: 'first_publication',
    text: 'Pennsylvania: the grant of letters is advertised; a personal representative who distributes at their own risk is not liable to a claimant whose claim they did not know of within one year after the first complete advertisement of the grant of letters (20 Pa.C.S. § 3532(a)).',
    citation: '20 Pa.C.S. § 3532',
    sources: [
      page(
        '20 Pa.C.S. § 3532, At risk of personal representative (Instalawyer)',
        'https://instalawyer.io/laws/pennsylvania-consolidated-unconsolidated-statutes/section-3532-at-risk',
      ),
    ],
  },
  {
    state: 'IL',
    months: 6,
    startsAt: 'first_publication',
    text: 'Illinois: the representative publishes a notice once a week for 3 weeks and mails it to known creditors; the claim date in it is at least 6 months from the first publication or 3 months from mailing, whichever is later (755 ILCS 5/18-3). Claims not filed by then are barred, and all are barred 2 years after the death (§ 18-12).',
    citation: '755 ILCS 5/18-3',
    sources: [
      page(
        '755 ILCS 5/18-3, Notice - Publication (Illinois General Assembly)',
        'https://www.ilga.gov/legislation/ilcs/documents/075500050K18-3.htm',
      ),
      page(
        '755 ILCS 5/18-12, Limitations on payment of claims (Illinois General Assembly)',
        'https://witnessslips.ilga.gov/ftp/ILCS/Ch%200755/Act%200005/075500050K18-12.html',
      ),
    ],
  },
  {
    state: 'OH',
    months: 6,
    startsAt: 'death',
    text: 'Ohio: all claims must be presented within six months after the death, whether or not the estate is released from administration or an executor is appointed in that time (Ohio Rev. Code § 2117.06(B)); later claims are forever barred (§ 2117.06(C)).',
    citation: 'Ohio Rev. Code § 2117.06',
    sources: [
      page(
        'Ohio Revised Code § 2117.06, Presentation and allowance of creditor’s claims (Instalawyer)',
        'https://instalawyer.io/laws/ohio-revised-code/section-211706-presentation-and',
      ),
    ],
  },
  {
    state: 'GA',
    months: 3,
    startsAt: 'last_publication',
    text: 'Georgia: within 60 days of qualifying, the personal representative publishes a notice to creditors once a week for four weeks; creditors who do not give notice of their claims within three months from the last publication lose their right to an equal share with creditors of the same priority already paid (O.C.G.A. § 53-7-41).',
    citation: 'O.C.G.A. § 53-7-41',
    sources: [
      page(
        'Georgia Code § 53-7-41 (Justia, 2020)',
        'https://law.justia.com/codes/georgia/2020/title-53/chapter-7/article-4/section-53-7-41/',
      ),
      page('Georgia Code § 53-7-41 (Georgia Law, elaws)', 'http://ga.elaws.us/law/section53-7-41'),
    ],
  },
  {
    state: 'NC',
    months: 3,
    startsAt: 'first_publication',
    text: 'North Carolina: after letters are granted, the personal representative publishes a notice once a week for four weeks naming a claims date at least three months from the first publication (N.C. Gen. Stat. § 28A-14-1(a)), and mails it to known creditors (§ 28A-14-1(b)).',
    citation: 'N.C. Gen. Stat. § 28A-14-1',
    sources: [
      page(
        'N.C. Gen. Stat. § 28A-14-1, Notice for claims (NC elaws)',
        'http://nc.elaws.us/gs/28a-14-1',
      ),
    ],
  },
  {
    state: 'MI',
    months: 4,
    startsAt: 'first_publication',
    text: 'Michigan: on appointment the personal representative publishes a notice to creditors and sends it to known creditors (MCL 700.3801); claims are barred unless presented within 4 months after the publication, or within 3 years after the death if the notice was not given (MCL 700.3803).',
    citation: 'MCL 700.3803',
    sources: [
      page(
        'MCL 700.3803, Limitations on Time for Presentation of Claims (PocketLaw)',
        'https://getpocketlaw.com/law/state_michigan/section-700-3803-limitations-on-time-for-presentation-of-claims_3572235d448d',
      ),
      page(
        'Estates and Protected Individuals Code, Part 8, Creditors’ Claims (Michigan Legislature)',
        'https://ombudsman.legislature.mi.gov/Home/RenderDoc?objectName=mcl-386-1998-III-8',
      ),
    ],
  },
];

export function creditorClaimPeriodOf(state: string | null): TCreditorClaimPeriod | null {
  return CREDITOR_CLAIM_PERIODS.find((period) => period.state === state) ?? null;
}
