import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

type Props = {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One part of a report: a card named by its heading, so it is a landmark to jump to. */
export function ReportSection({ title, description, className, children }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid min-w-0 gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
