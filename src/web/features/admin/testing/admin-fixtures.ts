import type { TDocumentAnalysisReport, TSegmentsReport } from '@shared/admin/admin-api';
import type { TPaymentSettingView } from '@shared/subscription/billing-api';

export function segmentsReport(overrides: Partial<TSegmentsReport> = {}): TSegmentsReport {
  return {
    from: '2026-10-01',
    to: '2026-10-31',
    byWeek: [
      { weekStart: '2026-09-28', registered: 12, verified: 10, onboarded: 7, subscribed: 3 },
      { weekStart: '2026-10-05', registered: 8, verified: 6, onboarded: 5, subscribed: 1 },
    ],
    byCampaign: [
      {
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'fall-2026',
        registered: 15,
        verified: 12,
        onboarded: 9,
        subscribed: 4,
      },
      {
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        registered: 5,
        verified: 4,
        onboarded: 3,
        subscribed: 0,
      },
    ],
    planMix: [
      { planType: 'beta_free', users: 30 },
      { planType: 'annual', users: 8 },
      { planType: 'lifetime', users: 2 },
    ],
    activeUsers: { last7Days: 17, last30Days: 41 },
    ...overrides,
  };
}

export function documentAnalysisReport(
  overrides: Partial<TDocumentAnalysisReport> = {},
): TDocumentAnalysisReport {
  return {
    from: '2026-10-01',
    to: '2026-10-31',
    fields: [
      { field: 'vendor', kept: 18, corrected: 2, added: 0 },
      { field: 'cost', kept: 15, corrected: 4, added: 1 },
      { field: 'due_date', kept: 0, corrected: 0, added: 0 },
    ],
    processing: { files: 24, succeeded: 21, failed: 3, p50Ms: 850, p95Ms: 2430 },
    failuresByReason: [
      { reason: 'encrypted', files: 1 },
      { reason: 'timeout', files: 2 },
    ],
    ...overrides,
  };
}

export function paymentSetting(overrides: Partial<TPaymentSettingView> = {}): TPaymentSettingView {
  return { enabled: false, existingBetaFree: 'keep', betaFreeUsers: 30, ...overrides };
}
