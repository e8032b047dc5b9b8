import { Link } from 'react-router';
import { ArrowRight, Check, CheckCircle2, Circle } from 'lucide-react';
import { ONBOARDING_AREA_LABELS, type OnboardingArea } from '@shared/onboarding/onboarding-schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { useSetAreaDone } from '../api/onboarding';
import { AREA_GUIDES } from '../lib/area-guide';

type Props = { area: OnboardingArea; done: boolean; priority: boolean };

export function ChecklistItem({ area, done, priority }: Props) {
  const setDone = useSetAreaDone();
  const label = ONBOARDING_AREA_LABELS[area];
  const guide = AREA_GUIDES[area];
  const StatusIcon = done ? CheckCircle2 : Circle;

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start">
      <StatusIcon
        className={cn(
          'hidden size-5 shrink-0 sm:block',
          done ? 'text-success' : 'text-muted-foreground',
        )}
        aria-hidden
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-medium">
          {label}
          {priority && <Badge variant="outline">Your priority</Badge>}
        </h3>
        <p className="text-sm text-muted-foreground">{guide.description}</p>
        <Link
          to={guide.href}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {guide.linkLabel}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      <Button
        variant={done ? 'secondary' : 'outline'}
        size="sm"
        className="w-full sm:w-auto"
        disabled={setDone.isPending}
        aria-label={done ? `${label}: done. Mark as not done` : `Mark ${label} as done`}
        onClick={() => setDone.mutate({ area, completed: !done })}
      >
        {setDone.isPending ? <Spinner /> : done && <Check aria-hidden />}
        {done ? 'Done' : 'Mark as done'}
      </Button>
    </li>
  );
}
