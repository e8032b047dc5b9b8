import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZDocumentAnalysisReport, ZSegmentsReport } from '@shared/admin/admin-api';
import { ZPaymentSettingView } from '@shared/subscription/billing-api';
import { api } from '@web/lib/api';
import { rangeQuery, type ReportRange } from '../lib/date-range';
import { adminKeys } from './admin-keys';

/** The address of the segments CSV for a period (a plain download link). */
export function segmentsCsvUrl(range: ReportRange): string {
  return `/api/admin/segments.csv${rangeQuery(range)}`;
}

// Reports are counts worked out on request: the previous period stays on screen (marked as
// updating) while another loads, so the page does not jump back to a skeleton.

export function useSegmentsReport(range: ReportRange) {
  return useQuery({
    queryKey: adminKeys.segments(range),
    queryFn: ({ signal }) =>
      api(`/admin/segments${rangeQuery(range)}`, { schema: ZSegmentsReport, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentAnalysis(range: ReportRange) {
  return useQuery({
    queryKey: adminKeys.documentAnalysis(range),
    queryFn: ({ signal }) =>
      api(`/admin/document-analysis${rangeQuery(range)}`, {
        schema: ZDocumentAnalysisReport,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentSetting() {
  return useQuery({
    queryKey: adminKeys.paymentSetting,
    queryFn: ({ signal }) => api('/admin/payment-setting', { schema: ZPaymentSettingView, signal }),
  });
}
