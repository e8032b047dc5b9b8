import type { TTaskSource } from '@shared/triggering-event/plan-schemas';
import { TaskLink } from './task-link';

/** The statutes and pages a deadline or rule comes from, named in small print beside it. */
export function TaskSources({ sources }: { sources: readonly TTaskSource[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      <span>{sources.length === 1 ? 'Source: ' : 'Sources: '}</span>
      {sources.map((source, index) => (
        <span key={`${source.label}-${index}`}>
          {index > 0 && ' · '}
          {source.url ? <TaskLink href={source.url}>{source.label}</TaskLink> : source.label}
        </span>
      ))}
    </p>
  );
}
