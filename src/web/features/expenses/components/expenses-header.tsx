import { Link } from 'react-router';
import { Plus, Sparkles } from 'lucide-react';
import { FamilySelector } from '@web/components/family-selector';
import { Button } from '@web/components/ui/button';
import { CsvMenu } from './csv-menu';

type Props = { onAdd: () => void; onImport: () => void };

/** The page's one h1, the household selector, and what can be done from here. */
export function ExpensesHeader({ onAdd, onImport }: Props) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Monthly Expenses</h1>
        <p className="text-sm text-muted-foreground">
          Every bill the household pays, and what it costs each month.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FamilySelector />
        <Button asChild variant="outline">
          <Link to="/ai-insights">
            <Sparkles aria-hidden />
            AI Insights
          </Link>
        </Button>
        <CsvMenu onImport={onImport} />
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          Add Expense
        </Button>
      </div>
    </header>
  );
}
