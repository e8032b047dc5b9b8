import type { ReactNode } from 'react';
import { formatCents } from '@shared/finance/money';
import { HOME_TYPE_LABELS, type TProperty } from '@shared/finance/property-schemas';
import { RecordCard } from '@web/components/records/record-card';
import { EmptyValue, RecordDetail } from '@web/components/records/record-detail';
import { RecordFigure } from '@web/components/records/record-figure';
import { formatDay } from '../lib/format-day';
import { propertyTitle, type PropertyFinances as Finances } from '../lib/property-links';
import { PropertyFinances } from './property-finances';

type Props = {
  property: TProperty;
  finances: Finances;
  onEdit: (property: TProperty) => void;
  onDelete: (property: TProperty) => void;
};

function purchase(property: Extract<TProperty, { kind: 'home' }>): ReactNode {
  const { purchaseDate, purchasePriceCents } = property;
  if (!purchaseDate && purchasePriceCents === null) return <EmptyValue />;
  const price = purchasePriceCents === null ? null : formatCents(purchasePriceCents);
  if (!purchaseDate) return `For ${price}`;
  return price ? `${formatDay(purchaseDate)} for ${price}` : formatDay(purchaseDate);
}

/** One home or vehicle: what it is, what it is worth, and what it owes and costs each month. */
export function PropertyCard({ property, finances, onEdit, onDelete }: Props) {
  const title = propertyTitle(property);
  const home = property.kind === 'home';
  return (
    <RecordCard
      kind={home ? HOME_TYPE_LABELS[property.homeType] : 'Vehicle'}
      title={title}
      name={title}
      ownerId={property.ownerId}
      subtitle={
        home
          ? property.name && property.address.full
          : property.name && `${property.year} ${property.make} ${property.model}`
      }
      figure={
        <RecordFigure value={formatCents(property.estimatedValueCents)} caption="estimated value" />
      }
      termWidth="8rem"
      details={
        home ? (
          <RecordDetail term="Purchased">{purchase(property)}</RecordDetail>
        ) : (
          <RecordDetail term="VIN">
            {property.vin ? <span className="font-mono">{property.vin}</span> : <EmptyValue />}
          </RecordDetail>
        )
      }
      onEdit={() => onEdit(property)}
      onDelete={() => onDelete(property)}
    >
      <PropertyFinances property={property} finances={finances} />
    </RecordCard>
  );
}
