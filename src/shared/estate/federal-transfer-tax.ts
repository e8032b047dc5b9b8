/**
 * Federal transfer-tax figures the product states, each for the year it applies to and with the
 * page it was read on. They are indexed for inflation every year: a figure for another year than
 * the one asked about is said to be that year's, never carried over silently.
 */

export type TYearFigure = {
  /** The calendar year (of death, or of the gift) the amount applies to. */
  year: number;
  amountCents: number;
  citation: string;
  source: { label: string; url: string };
  /** When the page was read here (YYYY-MM-DD). */
  readOn: string;
};

/** The IRS's 2026 adjustments (Rev. Proc. 2025-32) as a law firm's summary gives them; the IRS page itself could not be read here. */
const REV_PROC_2025_32 = {
  label:
    'Rev. Proc. 2025-32, as summarized by Bowditch & Dewey, “Big Increase in 2026 Federal Estate Exemption – IRS Issues 2026 Inflation Adjustments”',
  url: 'https://www.bowditch.com/estateandtaxplanningblog/2025/10/28/big-increase-in-2026-federal-estate-exemption-irs-issues-2026-inflation-adjustments/',
};

/** The basic exclusion amount for estates of decedents dying in the year (IRC § 2010(c)). */
export const FEDERAL_BASIC_EXCLUSION: TYearFigure = {
  year: 2026,
  amountCents: 15_000_000_00,
  citation: 'IRC § 2010(c); Rev. Proc. 2025-32',
  source: REV_PROC_2025_32,
  readOn: '2026-11-29',
};

/** The gift-tax annual exclusion per recipient (IRC § 2503(b)). */
export const ANNUAL_GIFT_EXCLUSION: TYearFigure = {
  year: 2026,
  amountCents: 19_000_00,
  citation: 'IRC § 2503(b); Rev. Proc. 2025-32',
  source: REV_PROC_2025_32,
  readOn: '2026-11-29',
};

/**
 * "the 2026 amount" when the figure is for `year`; otherwise the figure's own year and a warning
 * that the asked-for year's amount has not been checked here.
 */
export function figureYearWords(figure: TYearFigure, year: number): string {
  if (figure.year === year) return `the ${figure.year} amount`;
  return `the ${figure.year} amount (the amount for ${year} has not been checked here: unverified)`;
}
