import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

type Props = {
  icon: LucideIcon;
  /** Red for a refusal or a failure, quiet for a wrong turn. */
  tone: 'destructive' | 'muted';
  /** A short line above the title ("404"). */
  eyebrow?: string;
  title: string;
  description: ReactNode;
  /** Where to go from here. */
  actions: ReactNode;
  /** A crash: nothing is left around it, so it fills the window, and it is announced at once. */
  crash?: boolean;
};

/** A screen that only says something went another way (not found, access denied, a crash). */
export function MessagePage({
  icon: Icon,
  tone,
  eyebrow,
  title,
  description,
  actions,
  crash,
}: Props) {
  return (
    <div
      role={crash ? 'alert' : undefined}
      className={cn(
        'flex items-center justify-center px-4 py-16',
        crash ? 'min-h-dvh' : 'min-h-[60vh]',
      )}
    >
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <div
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            tone === 'destructive' ? 'bg-destructive/10' : 'bg-muted',
          )}
        >
          <Icon
            className={cn(
              'size-7',
              tone === 'destructive' ? 'text-destructive' : 'text-muted-foreground',
            )}
            aria-hidden
          />
        </div>
        {eyebrow && <p className="text-sm font-semibold text-primary">{eyebrow}</p>}
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
        {actions}
      </div>
    </div>
  );
}
