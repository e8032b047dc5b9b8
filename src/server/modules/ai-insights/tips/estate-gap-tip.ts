import type { TTip } from '@shared/ai-insights/ai-schemas';
import type { GapCheck } from '@shared/estate/estate-analysis/gap-check';
import type { TEstateGap } from '@shared/estate/estate-summary-schemas';

/** The estate plan's gaps (issue 14's conflict-and-gap rules) that a check found. */
export function failedGaps(checks: readonly GapCheck[]): TEstateGap[] {
  return checks.flatMap((check) => (check.gap ? [check.gap] : []));
}

/**
 * A gap of the estate plan as a tip: the same title, explanation and fix link the plan's
 * "Conflicts and gaps" list shows, so both always say the same thing. `lead` puts figures the
 * gap does not carry before its explanation.
 */
export function gapTip(rule: string, gap: TEstateGap, lead?: string): TTip {
  return {
    rule,
    severity: gap.severity,
    title: gap.title,
    detail: lead ? `${lead} ${gap.explanation}` : gap.explanation,
    href: gap.fix.to,
    action: gap.fix.label,
  };
}
