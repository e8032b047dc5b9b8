import { Link } from 'react-router';
import { Plus, Sparkles } from 'lucide-react';
import { FamilySelector } from '@web/components/family-selector';
import { Button } from '@web/components/ui/button';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { useIsMobileIfKnown } from '@web/lib/use-is-mobile';
import { cn } from '@web/lib/utils';
import { CsvMenu } from './csv-menu';
import { ExpensesMoreMenu } from './expenses-more-menu';
import { useAllOnScreenOpen } from '@web/lib/use-household-scope';
import { ImportStatementsButton } from '@web/features/statements/components/import-statements-button';

/** Null when the person may not add to the households on screen: Add and Import are not shown. */
type Props = { onAdd: (() => void) | null; onImport: (() => void) | null };

/** On a phone the button says only "Add"; its name stays "Add Expense" for assistive tech. */
function AddExpense({ onAdd, compact }: Pick<Props, 'onAdd'> & { compact: boolean }) {
  if (!onAdd) return <ViewOnlyBadge />;
  return (
    <Button onClick={onAdd} aria-label={compact ? 'Add Expense' : undefined}>
      <Plus aria-hidden />
      {compact ? 'Add' : 'Add Expense'}
    </Button>
  );
}

/**
 * The page's one h1, the household selector, and what can be done from here. On a phone (spec §9:
 * under 768 px) the actions keep to one row: the selector takes the free width, and AI Insights
 * and CSV move into a "More actions" menu.
 */
export function ExpensesHeader({ onAdd, onImport }: Props) {
  const isMobile = useIsMobileIfKnown();
  // AI Insights reads all of a household: not offered over a client's that shared less (issue 35).
  const insightsOpen = useAllOnScreenOpen('aiInsights');
  const phone = (
    <div className={cn('flex w-full items-center gap-2', isMobile === null && 'md:hidden')}>
      {/* `shrink` lifts the button's shrink-0, so a long household name truncates instead. */}
      <FamilySelector className="min-w-0 flex-1 shrink" />
      <ImportStatementsButton compact />
      <ExpensesMoreMenu onImport={onImport} />
      <AddExpense onAdd={onAdd} compact />
    </div>
  );
  const wide = (
    <div className={cn('flex flex-wrap items-center gap-2', isMobile === null && 'max-md:hidden')}>
      <FamilySelector />
      {insightsOpen && (
        <Button asChild variant="outline">
          <Link to="/ai-insights">
            <Sparkles aria-hidden />
            AI Insights
          </Link>
        </Button>
      )}
      <CsvMenu onImport={onImport} />
      <ImportStatementsButton />
      <AddExpense onAdd={onAdd} compact={false} />
    </div>
  );
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Monthly Expenses</h1>
        <p className="text-sm text-muted-foreground">
          Every bill the household pays, and what it costs each month.
        </p>
      </div>
      {/* Rendered by the server, the width is not known yet: both, and CSS shows one. */}
      {isMobile === null ? (
        <>
          {phone}
          {wide}
        </>
      ) : isMobile ? (
        phone
      ) : (
        wide
      )}
    </header>
  );
}
