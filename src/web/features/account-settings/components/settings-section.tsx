import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

type Props = {
  /** The anchor for deep links (/settings#security). */
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One card of the settings page, titled with an h2 and reachable by its anchor. */
export function SettingsSection({
  id,
  title,
  description,
  aside,
  tone = 'default',
  children,
}: Props) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
      <Card className={cn(tone === 'danger' && 'border-destructive/50')}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id={titleId}
              className={cn('text-lg font-semibold', tone === 'danger' && 'text-destructive')}
            >
              {title}
            </h2>
            {aside}
          </div>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
