import { useNavigate } from 'react-router';
import { ChevronDown, Users } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useSession } from '@web/lib/session';
import { useOwnerSelection, type DataSource } from '@web/lib/owner-selection';

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

/**
 * Spec §2 "Family selector": which households a data screen shows. A guest cannot view their own
 * (empty) household; its checkbox explains why and leads to the upgrade.
 */
export function FamilySelector() {
  const navigate = useNavigate();
  const isGuest = useSession().data?.user?.accountType === 'guest';
  const { sources, selected, toggle } = useOwnerSelection();

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" className="justify-between gap-2">
          <Users aria-hidden />
          <span className="truncate">{selectorLabel(sources, selected)}</span>
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Select Data to View">
        <div className="grid gap-1">
          <p className="font-medium">Select Data to View</p>
          <p className="text-sm text-muted-foreground">Choose one or more sources to view</p>
        </div>
        <ul className="mt-3 grid gap-2">
          {sources.map((source) => {
            const id = `source-${source.id}`;
            const lockedForGuest = source.isSelf && isGuest;
            const checked = selected.includes(source.id);
            const row = (
              <li key={source.id} className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={lockedForGuest || (checked && selected.length === 1)}
                  onCheckedChange={() => toggle(source.id)}
                />
                <label htmlFor={id} className="text-sm">
                  {source.name}
                </label>
              </li>
            );
            if (!lockedForGuest) return row;
            return (
              <Tooltip key={source.id}>
                <TooltipTrigger asChild>
                  <button
                    type="button"
                    className="text-left"
                    onClick={() => void navigate('/subscription')}
                  >
                    <span className="flex items-center gap-3 opacity-60">
                      <Checkbox id={id} checked={false} disabled aria-label={source.name} />
                      <span className="text-sm">{source.name}</span>
                    </span>
                  </button>
                </TooltipTrigger>
                <TooltipContent>Upgrade to view your own data</TooltipContent>
              </Tooltip>
            );
          })}
        </ul>
        <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
          {selectorFooter(sources, selected)}
        </p>
      </PopoverContent>
    </Popover>
  );
}
