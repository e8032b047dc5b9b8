import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@web/components/ui/accordion';
import type { ExpenseActions } from '../lib/expense-actions';
import { obligationCount, perMonthLabel } from '../lib/expense-labels';
import type { ExpenseGroup } from '../lib/expense-groups';
import { ExpenseCardGrid } from './expense-card-grid';

type Props = {
  groups: readonly ExpenseGroup[];
  actions: ExpenseActions;
  /** Names what a group is ("Vehicle"), read before its title; not for the Ungrouped group. */
  groupLabel?: (group: ExpenseGroup) => string | null;
};

/**
 * One collapsible panel per group with its total; one open at a time (spec §2), the first at the
 * start. Only the open panel's cards are in the page, so thousands of obligations stay light.
 */
export function GroupPanels({ groups, actions, groupLabel }: Props) {
  return (
    <Accordion type="single" collapsible defaultValue={groups[0]?.key} className="grid gap-3">
      {groups.map((group) => {
        const label = groupLabel?.(group);
        return (
          <AccordionItem key={group.key} value={group.key}>
            <AccordionTrigger>
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="min-w-0 break-words">
                  {label && <span className="text-muted-foreground">{`${label}:`}</span>}
                  {label && ' '}
                  {group.title}
                </span>
                <span className="text-sm font-normal text-muted-foreground">
                  <span className="font-semibold text-foreground tabular-nums">
                    {perMonthLabel(group.monthlyCents)}
                  </span>{' '}
                  · {obligationCount(group.expenses.length)}
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <ExpenseCardGrid expenses={group.expenses} actions={actions} headingLevel={4} dense />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
