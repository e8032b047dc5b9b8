import type { TPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { formatDollars } from '../../lib/insight-format';
import { PriceChange } from './price-change';

type Props = { insights: TPortfolioInsights['marketInsights'] };

/** Spec §3 marketInsights: each symbol's latest price (`c`) and its change (`dp`). */
export function MarketInsights({ insights }: Props) {
  return (
    <Table label="Market prices">
      <TableColumnHeader columns={['Symbol', { label: 'Price', numeric: true }, 'Change']} />
      <TableBody>
        {insights.map((insight) => (
          <TableRow key={insight.symbol}>
            <TableCell className="font-medium">{insight.symbol}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(insight.c)}</TableCell>
            <TableCell>
              <PriceChange percent={insight.dp} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
