import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** A decorative icon (give it `aria-hidden`). */
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** The first step to take, usually one button. */
  action?: ReactNode;
};

/** A list with nothing in it yet: what belongs here, and the one thing to do first. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="max-w-md text-sm text-muted-foreground">{description}</div>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
