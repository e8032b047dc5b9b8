import { Link } from 'react-router';
import { Ellipsis, Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useAllOnScreenOpen } from '@web/lib/use-household-scope';
import { CsvMenuItems } from './csv-menu-items';

/**
 * On a phone the header keeps one row: the family selector, Add, and this menu with what the wide
 * header shows as buttons (AI Insights, the CSV export and import).
 */
export function ExpensesMoreMenu({ onImport }: { onImport: (() => void) | null }) {
  // AI Insights reads all of a household: not offered over a client's that shared less (issue 35).
  const insightsOpen = useAllOnScreenOpen('aiInsights');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="More actions">
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {insightsOpen && (
          <DropdownMenuItem asChild>
            <Link to="/ai-insights">
              <Sparkles aria-hidden />
              AI Insights
            </Link>
          </DropdownMenuItem>
        )}
        <CsvMenuItems onImport={onImport} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
