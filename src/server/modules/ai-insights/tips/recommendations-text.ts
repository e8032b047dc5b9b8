import type { TTip, TTipSeverity } from '@shared/ai-insights/ai-schemas';
import { listOfNames } from '@shared/estate/estate-analysis/estate-labels';
import { TIP_AREAS } from './tip-rule';

const SEVERITY_LABELS: Record<TTipSeverity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** "[High] No will recorded — Without a will… (Record your will: /estate-plan#will)". */
export function tipLine(tip: TTip): string {
  return `[${SEVERITY_LABELS[tip.severity]}] ${tip.title} — ${tip.detail} (${tip.action}: ${tip.href})`;
}

/**
 * Spec §3 "recommendations gives text": the tips, one a line, already most severe first; with
 * none, a short encouraging sentence that says what was checked.
 */
export function recommendationsText(tips: readonly TTip[], ruleCount: number): string {
  if (tips.length === 0)
    return `Nothing to fix right now: ${ruleCount} checks of your ${listOfNames([...TIP_AREAS])} found no gaps. Well done; check back after your next change.`;
  return tips.map(tipLine).join('\n');
}
