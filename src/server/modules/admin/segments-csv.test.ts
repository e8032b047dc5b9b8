import { describe, expect, it } from 'vitest';
import { parseCsv } from '@shared/csv';
import type { TSegmentsReport } from '@shared/admin/admin-api';
import { SEGMENTS_CSV_HEADER, segmentsCsv, segmentsCsvFileName } from './segments-csv';

const REPORT: TSegmentsReport = {
  from: '2026-11-02',
  to: '2026-11-15',
  byWeek: [
    { weekStart: '2026-11-02', registered: 3, verified: 2, onboarded: 1, subscribed: 1 },
    { weekStart: '2026-11-09', registered: 0, verified: 0, onboarded: 0, subscribed: 0 },
  ],
  byCampaign: [
    {
      utmSource: '=HYPERLINK("https://evil.example","x")',
      utmMedium: '+cpc',
      utmCampaign: 'fall, "family"',
      registered: 2,
      verified: 2,
      onboarded: 1,
      subscribed: 1,
    },
    {
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      registered: 1,
      verified: 0,
      onboarded: 0,
      subscribed: 0,
    },
  ],
  planMix: [],
  activeUsers: { last7Days: 0, last30Days: 0 },
};

describe('segmentsCsv', () => {
  it('writes the weeks, then the campaigns, under one header', () => {
    const rows = parseCsv(segmentsCsv(REPORT));
    expect(rows[0]).toEqual([...SEGMENTS_CSV_HEADER]);
    expect(rows.slice(1, 3)).toEqual([
      ['week', '2026-11-02', '', '', '', '3', '2', '1', '1'],
      ['week', '2026-11-09', '', '', '', '0', '0', '0', '0'],
    ]);
    expect(rows[4]).toEqual(['campaign', '', '', '', '', '1', '0', '0', '0']);
    expect(rows).toHaveLength(5);
  });

  it('defuses campaign texts a spreadsheet would run, and quotes commas and quotes', () => {
    const [, , , campaign] = parseCsv(segmentsCsv(REPORT));
    expect(campaign?.slice(2, 5)).toEqual([
      `'=HYPERLINK("https://evil.example","x")`,
      `'+cpc`,
      'fall, "family"',
    ]);
  });

  it('ends lines with CRLF', () => {
    expect(segmentsCsv(REPORT).split('\r\n')).toHaveLength(6);
  });
});

describe('segmentsCsvFileName', () => {
  it('names the range', () => {
    expect(segmentsCsvFileName(REPORT)).toBe('nido-segments-2026-11-02-2026-11-15.csv');
  });
});
