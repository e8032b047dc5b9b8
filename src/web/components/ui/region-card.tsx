import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Card, CardContent, CardDescription, CardHeader } from './card';

type Props = {
  title: ReactNode;
  description: ReactNode;
  /** Added to the heading's class (its line height). */
  headingClassName?: string;
  children: ReactNode;
};

/** A card that is a page region named by its h2 title, with a description under the title. */
export function RegionCard({ title, description, headingClassName, children }: Props) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className={cn('text-lg leading-snug font-semibold', headingClassName)}>
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}
