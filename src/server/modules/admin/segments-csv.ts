import type { TSegmentsReport } from '@shared/admin/admin-api';
import { toCsv } from '@shared/csv';

export const SEGMENTS_CSV_HEADER = [
  'segment',
  'week_start',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'registered',
  'verified',
  'onboarded',
  'subscribed',
] as const;

/**
 * The funnel rows of a segments report as one CSV: the weeks first (`segment` = week), then the
 * campaigns (`segment` = campaign; empty campaign cells mean "not given"). Campaign texts come
 * from visitors' links, so `toCsv` defuses any that a spreadsheet would run as a formula.
 */
export function segmentsCsv(report: TSegmentsReport): string {
  const counts = (row: TSegmentsReport['byWeek'][number] | TSegmentsReport['byCampaign'][number]) =>
    [row.registered, row.verified, row.onboarded, row.subscribed] as const;
  return toCsv(SEGMENTS_CSV_HEADER, [
    ...report.byWeek.map((row) => ['week', row.weekStart, null, null, null, ...counts(row)]),
    ...report.byCampaign.map((row) => [
      'campaign',
      null,
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
      ...counts(row),
    ]),
  ]);
}

/** `nido-segments-2026-09-07-2026-11-26.csv` */
export function segmentsCsvFileName(report: Pick<TSegmentsReport, 'from' | 'to'>): string {
  return `nido-segments-${report.from}-${report.to}.csv`;
}
