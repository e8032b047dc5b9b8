import { useNavigate } from 'react-router';
import { ChevronDown, Users } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import type { TAdvisorGrant } from '@shared/family/family-schemas';
import { formatGrantDay, grantLevelWords, sharedSectionsWords } from '@web/lib/advisor-grant-words';
import { useSession } from '@web/lib/session';
import { useOwnerSelection, type DataSource } from '@web/lib/owner-selection';
import { useEndedAdvisorAccessMessage } from '@web/lib/use-ended-advisor-access';
import { cn } from '@web/lib/utils';

const UPGRADE_HINT = 'Upgrade to view your own data';

/** Spec §2: "Select data to view", the one source's name, or "N sources selected". */
export function selectorLabel(sources: DataSource[], selected: string[]): string {
  if (selected.length === 0) return 'Select data to view';
  if (selected.length === 1)
    return sources.find((source) => source.id === selected[0])?.name ?? 'Select data to view';
  return `${selected.length} sources selected`;
}

/** Spec §2: "Viewing merged data from: …" or "Viewing: …". */
export function selectorFooter(sources: DataSource[], selected: string[]): string {
  const names = sources
    .filter((source) => selected.includes(source.id))
    .map((source) => source.name);
  return names.length > 1
    ? `Viewing merged data from: ${names.join(', ')}`
    : `Viewing: ${names.join(', ')}`;
}

/** "Advisor access, view only, until Jun 15, 2026: Monthly expenses and Loans" (issue 15). */
export function advisorSourceNote(grant: TAdvisorGrant): string {
  return `Advisor access, ${grantLevelWords(grant.level)}, until ${formatGrantDay(grant.expiresAt)}: ${sharedSectionsWords(grant)}`;
}

/**
 * A guest's own household: shown unticked and disabled, with the reason in a tooltip (which is
 * also its accessible description while shown). It is `aria-disabled` rather than disabled so it
 * still takes focus (which shows the tooltip) and the click that leads to the upgrade.
 */
function GuestOwnSource({ id, name }: { id: string; name: string }) {
  const navigate = useNavigate();
  return (
    <li className="flex items-center gap-3">
      <Tooltip>
        <TooltipTrigger asChild>
          <Checkbox
            id={id}
            checked={false}
            aria-disabled="true"
            className="cursor-not-allowed opacity-50"
            onCheckedChange={() => void navigate('/subscription')}
          />
        </TooltipTrigger>
        <TooltipContent>{UPGRADE_HINT}</TooltipContent>
      </Tooltip>
      <label htmlFor={id} className="text-sm opacity-60">
        {name}
      </label>
    </li>
  );
}

/**
 * Spec §2 "Family selector": which households a data screen shows. A guest cannot view their own
 * (empty) household; its checkbox explains why and leads to the upgrade. `className` sizes the
 * button (a phone header lets it take the row's free width, its label truncating).
 */
export function FamilySelector({ className }: { className?: string }) {
  const isGuest = useSession().data?.user?.accountType === 'guest';
  const { sources, selected, toggle } = useOwnerSelection();
  // A guest with no household left to view: an advisor whose grant ended is told whom to ask.
  const endedNote = useEndedAdvisorAccessMessage();

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" className={cn('justify-between gap-2', className)}>
          <Users aria-hidden />
          <span className="flex-1 truncate text-left">{selectorLabel(sources, selected)}</span>
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Select Data to View">
        <div className="grid gap-1">
          <p className="font-medium">Select Data to View</p>
          <p className="text-sm text-muted-foreground">Choose one or more sources to view</p>
        </div>
        {sources.length === 0 ? (
          <p role="status" className="mt-3 text-sm text-muted-foreground">
            Loading your households…
          </p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {sources.map((source) => {
              const id = `source-${source.id}`;
              const checked = selected.includes(source.id);
              if (source.isSelf && isGuest)
                return <GuestOwnSource key={source.id} id={id} name={source.name} />;
              const note = source.advisorGrant ? advisorSourceNote(source.advisorGrant) : null;
              return (
                <li key={source.id} className="flex items-start gap-3">
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={checked && selected.length === 1}
                    onCheckedChange={() => toggle(source.id)}
                    aria-describedby={note ? `${id}-note` : undefined}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <label htmlFor={id} className="text-sm">
                      {source.name}
                    </label>
                    {note && (
                      <p id={`${id}-note`} className="text-xs text-muted-foreground">
                        {note}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {endedNote && (
          <p role="note" className="mt-3 text-sm">
            {endedNote}
          </p>
        )}
        {selected.length > 0 && (
          <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
            {selectorFooter(sources, selected)}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
