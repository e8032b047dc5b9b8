import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

type Props = {
  /** Urgent: a report waiting on the owner, or one that opened their household. */
  tone?: 'urgent' | 'calm';
  /** An icon (aria-hidden) beside the title. */
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

/** A report as a region of the page named by its title: waiting, unlocked, or ended. */
export function EventNotice({ tone = 'calm', icon, title, children }: Props) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid gap-4 rounded-xl p-5 sm:p-6',
        tone === 'urgent' ? 'border-2 border-destructive/50 bg-destructive/5' : 'border bg-card',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
