import { Link } from 'react-router';
import { HandCoins, House, Landmark, Receipt } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { householdOpens } from '@web/lib/household-scope';
import { openAddState, type OpenAddFlag } from '@web/lib/use-open-add-request';

const ACTIONS: {
  label: string;
  to: string;
  flag: OpenAddFlag;
  icon: LucideIcon;
  section: TAdvisorSection;
}[] = [
  {
    label: 'Add an obligation',
    to: '/expenses',
    flag: 'openAddExpense',
    icon: Receipt,
    section: 'expenses',
  },
  {
    label: 'Add an account',
    to: '/accounts',
    flag: 'openAddAccount',
    icon: Landmark,
    section: 'accounts',
  },
  { label: 'Add a loan', to: '/loans', flag: 'openAddLoan', icon: HandCoins, section: 'loans' },
  {
    label: 'Add a property',
    to: '/properties',
    flag: 'openAddProperty',
    icon: House,
    section: 'properties',
  },
];

/**
 * Shortcuts that open each screen with its add form already open; not shown to someone who may
 * add to none of the households on screen (a viewer's).
 */
export function QuickActionsCard() {
  const { addTarget } = useHouseholdPermissions();
  if (!addTarget) return null;
  // A client's household that gave an advisor write access adds only to what it shares (issue 35).
  const actions = ACTIONS.filter(({ section }) => householdOpens(addTarget, section));
  if (actions.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Quick actions</h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(({ label, to, flag, icon: Icon }) => (
          <Button key={flag} variant="outline" className="justify-start" asChild>
            <Link to={to} state={openAddState(flag)}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
