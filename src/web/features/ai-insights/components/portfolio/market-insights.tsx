import type { TPortfolioInsights } from '@shared/ai-insights/ai-schemas';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatDollars } from '../../lib/insight-format';
import { PriceChange } from './price-change';

type Props = { insights: TPortfolioInsights['marketInsights'] };

/** Spec §3 marketInsights: each symbol's latest price (`c`) and its change (`dp`). */
export function MarketInsights({ insights }: Props) {
  return (
    <Table label="Market prices">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Symbol</TableHead>
          <TableHead scope="col" className="text-right">
            Price
          </TableHead>
          <TableHead scope="col">Change</TableHead>
        </TableRow>
      </TableHeader>
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
