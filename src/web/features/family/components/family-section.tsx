import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

type Props = {
  /** The anchor for deep links (/settings/family#activity). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One part of the Family page: a card titled with an h2 under the page's h1. */
export function FamilySection({ id, title, description, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
