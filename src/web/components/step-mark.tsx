import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';

type Props = {
  label: string;
  /** The step lies behind the current one: its bar is filled and its name ticked. */
  done: boolean;
  active: boolean;
  /** What a screen reader hears after a passed step's name. */
  doneText?: string;
  /** The name's text size; the bar stays the same. */
  textClassName?: string;
};

/** One step of a step indicator: a bar filled up to the current step, and the step's name. */
export function StepMark({
  label,
  done,
  active,
  doneText = '(done)',
  textClassName = 'text-xs sm:text-sm',
}: Props) {
  return (
    <>
      <span
        aria-hidden
        className={cn('h-1.5 rounded-full', done || active ? 'bg-primary' : 'bg-muted')}
      />
      <span
        className={cn(
          'flex items-center gap-1',
          textClassName,
          active ? 'font-semibold text-foreground' : 'text-muted-foreground',
        )}
      >
        {done && <Check className="size-3.5 shrink-0 text-primary" aria-hidden />}
        {label}
        {done && <span className="sr-only">{doneText}</span>}
      </span>
    </>
  );
}
