import { useId, type ReactNode } from 'react';
import { formatCents } from '@shared/finance/money';
import { HOME_TYPE_LABELS, type TProperty } from '@shared/finance/property-schemas';
import { Badge } from '@web/components/ui/badge';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { formatDay } from '../lib/format-day';
import { propertyTitle, type PropertyFinances as Finances } from '../lib/property-links';
import { PropertyFinances } from './property-finances';

type Props = {
  property: TProperty;
  finances: Finances;
  onEdit: (property: TProperty) => void;
  onDelete: (property: TProperty) => void;
};

const notRecorded = <span className="text-muted-foreground">Not recorded</span>;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function purchase(property: Extract<TProperty, { kind: 'home' }>): ReactNode {
  const { purchaseDate, purchasePriceCents } = property;
  if (!purchaseDate && purchasePriceCents === null) return notRecorded;
  const price = purchasePriceCents === null ? null : formatCents(purchasePriceCents);
  if (!purchaseDate) return `For ${price}`;
  return price ? `${formatDay(purchaseDate)} for ${price}` : formatDay(purchaseDate);
}

/** One home or vehicle: what it is, what it is worth, and what it owes and costs each month. */
export function PropertyCard({ property, finances, onEdit, onDelete }: Props) {
  const titleId = useId();
  const title = propertyTitle(property);
  const subtitle =
    property.kind === 'home'
      ? property.name && property.address.full
      : property.name && `${property.year} ${property.make} ${property.model}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div className="grid min-w-0 gap-1.5">
          <Badge variant="secondary" className="w-fit">
            {property.kind === 'home' ? HOME_TYPE_LABELS[property.homeType] : 'Vehicle'}
          </Badge>
          <CardTitle id={titleId} className="leading-snug break-words">
            {title}
          </CardTitle>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          <OwnerBadge ownerId={property.ownerId} className="w-fit" />
        </div>
        <p className="ml-auto text-right">
          <span className="block text-lg font-semibold tabular-nums">
            {formatCents(property.estimatedValueCents)}
          </span>
          <span className="block text-xs text-muted-foreground">estimated value</span>
        </p>
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0">
        <dl className="grid gap-2 text-sm">
          {property.kind === 'home' ? (
            <Detail term="Purchased">{purchase(property)}</Detail>
          ) : (
            <Detail term="VIN">
              {property.vin ? <span className="font-mono">{property.vin}</span> : notRecorded}
            </Detail>
          )}
        </dl>
        <PropertyFinances property={property} finances={finances} />
        <div className="mt-auto flex gap-2">
          <EditDeleteButtons
            name={title}
            ownerId={property.ownerId}
            onEdit={() => onEdit(property)}
            onDelete={() => onDelete(property)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
