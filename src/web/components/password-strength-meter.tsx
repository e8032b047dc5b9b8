import { passwordStrength, STRENGTH_LABELS } from '@shared/validation/password';
import { cn } from '@web/lib/utils';

const MAX_SCORE = STRENGTH_LABELS.length - 1;

/** Colour per score; the label says the same in words, so colour is never the only cue. */
function segmentColour(score: number): string {
  if (score >= 4) return 'bg-success';
  if (score === 3) return 'bg-primary';
  return 'bg-destructive';
}

type Props = {
  /** The caption's id, so the password field can point `aria-describedby` at it. */
  id: string;
  password: string;
  /** The caption's opening words; beside a field already labelled as a password, "Strength". */
  caption?: string;
  /** Said instead of the score while nothing is typed (the score of nothing is "Too weak"). */
  emptyLabel?: string;
};

/** Spec §5: the live strength of the password being typed, 0–5 with its label. */
export function PasswordStrengthMeter({
  id,
  password,
  caption = 'Password strength',
  emptyLabel,
}: Props) {
  const { score, label } = passwordStrength(password);
  const shown = password === '' && emptyLabel ? emptyLabel : label;
  return (
    <div className="grid gap-1.5">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={shown}
        className="grid grid-cols-5 gap-1"
      >
        {Array.from({ length: MAX_SCORE }, (_, index) => (
          <span
            key={index}
            className={cn('h-1.5 rounded-full', index < score ? segmentColour(score) : 'bg-muted')}
          />
        ))}
      </div>
      {/* Polite: a screen-reader user hears the label change while typing, without interruption. */}
      <p id={id} className="text-xs text-muted-foreground" aria-live="polite">
        {caption}: <span className="font-medium text-foreground">{shown}</span>
      </p>
    </div>
  );
}
