import { useId } from 'react';
import type { TTip } from '@shared/ai-insights/ai-schemas';
import { InsightLink } from '../insight-link';

/** One tip: what to do, why, and the link to where it is done. */
export function TipItem({ tip }: { tip: TTip }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-1.5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <h4 id={titleId} className="font-semibold">
        {tip.title}
      </h4>
      <p className="text-sm text-muted-foreground">{tip.detail}</p>
      {tip.source && <TipSource source={tip.source} />}
      <InsightLink to={tip.href} className="w-fit text-sm" aria-describedby={titleId}>
        {tip.action}
      </InsightLink>
    </article>
  );
}

/** Where the tip's outside figure comes from, linked when the page is known. */
function TipSource({ source }: { source: NonNullable<TTip['source']> }) {
  return (
    <p className="text-xs text-muted-foreground">
      Source:{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer" className="underline">
          {source.label}
        </a>
      ) : (
        source.label
      )}
    </p>
  );
}
