import { ZDateRange, ZDocumentAnalysisReport, ZSegmentsReport } from '@shared/admin/admin-api';
import type { Database } from '../../db/client';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { answerCsv } from '../../http/common-answers';
import { csvFileResponse } from '../../http/non-json-responses';
import { declareRoutes } from '../../http/route-declarations';
import { adminOnly } from '../../http/route-guards';
import { createAdminReports } from './admin-reports';
import { segmentsCsv, segmentsCsvFileName } from './segments-csv';

export type AdminDeps = { db: Database; now?: () => Date };

// Signed in first (401), then the admin role (403): the role opens these reports and nothing else.
const route = declareRoutes({ tags: ['admin'], guard: adminOnly });
const RANGE_NOTE =
  'Days are UTC, both included; the default is the last 12 weeks (at most 2 years).';

/** Issue 18: the admin screens' reports (counts only, behind `requireAdmin`). */
export function adminRoutes(deps: AdminDeps) {
  const reports = createAdminReports(deps.db, deps.now);
  return createRouter()
    .openapi(
      route.get('/admin/segments', {
        summary: 'Sign-up funnel by week and by campaign, plan mix and active users (counts only)',
        description: `${RANGE_NOTE} The funnel counts the people who registered in the range: verified (address confirmed), onboarded (onboarding finished), subscribed (holds or held Annual or Lifetime, even if since cancelled or refunded). Their campaign is the one their registration was tracked with; "not given" is all null. The plan mix counts active subscriptions now; active users are the distinct people with a session used, or anything tracked signed in, in the 7 and 30 days before now.`,
        request: { query: ZDateRange },
        200: jsonResponse(ZSegmentsReport, 'The report.'),
      }),
      async (c) => c.json(await reports.segments(c.req.valid('query')), 200),
    )
    .openapi(
      route.get('/admin/segments.csv', {
        summary: 'The funnel rows of the segments report (by week, then by campaign) as a CSV file',
        description: RANGE_NOTE,
        request: { query: ZDateRange },
        200: csvFileResponse,
      }),
      async (c) => {
        const report = await reports.segments(c.req.valid('query'));
        return answerCsv(c, segmentsCsvFileName(report), segmentsCsv(report));
      },
    )
    .openapi(
      route.get('/admin/document-analysis', {
        summary: 'Bill scanning quality: review outcomes per field, processing times, failures',
        description: RANGE_NOTE,
        request: { query: ZDateRange },
        200: jsonResponse(ZDocumentAnalysisReport, 'The report.'),
      }),
      async (c) => c.json(await reports.documentAnalysis(c.req.valid('query')), 200),
    );
}
