import type { TLoan } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import type { TProperty } from '@shared/finance/property-schemas';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { propertyTotals } from '../lib/property-links';

/** What the homes and vehicles are worth, what is owed against them, and the equity left. */
export function PropertiesSummary({
  properties,
  loans,
}: {
  properties: TProperty[];
  loans: TLoan[];
}) {
  const { valueCents, loansCents, equityCents } = propertyTotals(properties, loans);
  return (
    <StatGrid>
      <Stat
        label="Property value"
        value={formatCents(valueCents)}
        hint="Estimated, all properties"
      />
      <Stat
        label="Loans against them"
        value={formatCents(loansCents)}
        hint="Loans linked to a property"
      />
      <Stat
        label="Equity"
        value={formatCents(equityCents)}
        tone={equityCents < 0 ? 'owed' : 'default'}
        hint="Value minus those loans"
      />
    </StatGrid>
  );
}
