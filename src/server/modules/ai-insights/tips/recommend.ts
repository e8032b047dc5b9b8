import { TIP_SEVERITIES, type TRecommendations, type TTip } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import { recommendationsText } from './recommendations-text';
import { tipContext } from './tip-context';
import { TIP_RULES } from './tip-registry';

function bySeverity(a: TTip, b: TTip): number {
  return TIP_SEVERITIES.indexOf(a.severity) - TIP_SEVERITIES.indexOf(b.severity);
}

/**
 * Spec §3 `get_recommendations`: every rule of the catalogue over the selected households, most
 * severe first (the sort is stable, so within a severity the catalogue's order holds), and the
 * same tips as one text.
 */
export function recommend(snapshot: HouseholdSnapshot): TRecommendations {
  const context = tipContext(snapshot);
  const tips = TIP_RULES.flatMap((rule) => rule.evaluate(context)).sort(bySeverity);
  return { recommendations: recommendationsText(tips, TIP_RULES.length), tips };
}
