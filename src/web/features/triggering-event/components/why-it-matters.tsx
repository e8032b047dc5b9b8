import { HOURS_SEARCHING_AFTER_DEATH } from '@shared/brand';

/** The source of the landing page's figure (research notes §3: EstateExec's executor checklist). */
const ESTATE_EXEC_CHECKLIST = 'https://www.estateexec.com/Docs/Executor_Checklist';

/** Why a plan built beforehand matters, with the figure's source beside it. */
export function WhyItMatters() {
  return (
    <p className="text-sm text-muted-foreground">
      An executor spends about {HOURS_SEARCHING_AFTER_DEATH} hours over 16 months settling an estate
      (source:{' '}
      <a
        className="underline underline-offset-4 hover:text-foreground"
        href={ESTATE_EXEC_CHECKLIST}
        target="_blank"
        rel="noreferrer"
      >
        EstateExec executor checklist
      </a>
      ). Nido builds the plan from the household’s own records, so the family does not start from
      nothing.
    </p>
  );
}
