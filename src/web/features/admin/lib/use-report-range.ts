import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromSearch, type ReportRange } from './date-range';

/**
 * The report's period, kept in the address (?from&to) so a reload, the back button or a shared
 * link shows the same period.
 */
export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from');
  const to = search.get('to');
  const range = useMemo(
    () => rangeFromSearch(new URLSearchParams({ from: from ?? '', to: to ?? '' }), new Date()),
    [from, to],
  );
  const setRange = useCallback(
    (next: ReportRange) => setSearch({ from: next.from, to: next.to }),
    [setSearch],
  );
  return [range, setRange];
}
