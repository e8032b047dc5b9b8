import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import { InsightLink } from '../insight-link';

/** The records an answer was computed from, each a link to where it is kept. */
export function AnswerSources({ sources }: { sources: readonly TAiSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">Sources</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {sources.map((source) => (
          <li key={`${source.kind}:${source.id ?? source.href}:${source.label}`}>
            <InsightLink to={source.href}>{source.label}</InsightLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
