import { createRoute, z } from '@hono/zod-openapi';
import { ZDateRange, ZDocumentAnalysisReport, ZSegmentsReport } from '@shared/admin/admin-api';
import type { Database } from '../../db/client';
import { requireActor, requireAdmin } from '../../auth/session-context';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonResponse } from '../../http/openapi-helpers';
import { createAdminReports } from './admin-reports';
import { segmentsCsv, segmentsCsvFileName } from './segments-csv';

export type AdminDeps = { db: Database; now?: () => Date };

const tags = ['admin'];
// Signed in first (401), then the admin role (403): the role opens these reports and nothing else.
const middleware = [requireActor, requireAdmin] as [typeof requireActor, typeof requireAdmin];
const RANGE_NOTE =
  'Days are UTC, both included; the default is the last 12 weeks (at most 2 years).';

const segments = createRoute({
  method: 'get',
  path: '/admin/segments',
  tags,
  summary: 'Sign-up funnel by week and by campaign, plan mix and active users (counts only)',
  description: `${RANGE_NOTE} The funnel counts the people who registered in the range: verified (address confirmed), onboarded (onboarding finished), subscribed (holds or held Annual or Lifetime, even if since cancelled or refunded). Their campaign is the one their registration was tracked with; "not given" is all null. The plan mix counts active subscriptions now; active users are the distinct people with a session used, or anything tracked signed in, in the 7 and 30 days before now.`,
  middleware,
  request: { query: ZDateRange },
  responses: {
    200: jsonResponse(ZSegmentsReport, 'The report.'),
    ...errorResponses(400, 401, 403),
  },
});

const segmentsExport = createRoute({
  method: 'get',
  path: '/admin/segments.csv',
  tags,
  summary: 'The funnel rows of the segments report (by week, then by campaign) as a CSV file',
  description: RANGE_NOTE,
  middleware,
  request: { query: ZDateRange },
  responses: {
    200: { description: 'CSV file.', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const documentAnalysis = createRoute({
  method: 'get',
  path: '/admin/document-analysis',
  tags,
  summary: 'Bill scanning quality: review outcomes per field, processing times, failures',
  description: RANGE_NOTE,
  middleware,
  request: { query: ZDateRange },
  responses: {
    200: jsonResponse(ZDocumentAnalysisReport, 'The report.'),
    ...errorResponses(400, 401, 403),
  },
});

/** Issue 18: the admin screens' reports (counts only, behind `requireAdmin`). */
export function adminRoutes(deps: AdminDeps) {
  const reports = createAdminReports(deps.db, deps.now);
  return createRouter()
    .openapi(segments, async (c) => c.json(await reports.segments(c.req.valid('query')), 200))
    .openapi(segmentsExport, async (c) => {
      const report = await reports.segments(c.req.valid('query'));
      c.header('Content-Disposition', `attachment; filename="${segmentsCsvFileName(report)}"`);
      return c.body(segmentsCsv(report), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .openapi(documentAnalysis, async (c) =>
      c.json(await reports.documentAnalysis(c.req.valid('query')), 200),
    );
}
