import { TIP_SEVERITIES, type TTip, type TTipSeverity } from '@shared/ai-insights/ai-schemas';

export const SEVERITY_HEADINGS: Record<TTipSeverity, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Worth doing',
};

export type TipGroup = { severity: TTipSeverity; tips: TTip[] };

/** The tips by severity, most pressing first; each group keeps the server's order. */
export function groupTipsBySeverity(tips: readonly TTip[]): TipGroup[] {
  return TIP_SEVERITIES.map((severity) => ({
    severity,
    tips: tips.filter((tip) => tip.severity === severity),
  })).filter((group) => group.tips.length > 0);
}
