import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { formatPrice } from '@web/lib/format-price';
import { cn } from '@web/lib/utils';

type Props = {
  name: string;
  priceCents: number;
  cadence: string;
  includes: readonly string[];
  current: boolean;
  featured?: boolean;
  /** The card's button (buy), when this plan can be bought now. */
  action?: ReactNode;
};

export function PlanCard({
  name,
  priceCents,
  cadence,
  includes,
  current,
  featured,
  action,
}: Props) {
  return (
    <Card
      className={cn('flex h-full flex-col', featured && 'border-primary/40 ring-1 ring-primary/20')}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{name}</h3>
          {current && <Badge>Your plan</Badge>}
          {!current && featured && <Badge variant="secondary">Best value</Badge>}
        </div>
        <p>
          <span className="text-3xl font-semibold tracking-tight">{formatPrice(priceCents)}</span>{' '}
          <span className="text-muted-foreground">{cadence}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm" aria-label={`Included in ${name}`}>
          {includes.map((item) => (
            <li key={item} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}
