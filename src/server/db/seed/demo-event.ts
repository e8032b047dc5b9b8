import { DEFAULT_WAIT_HOURS, ZReportEventInput } from '@shared/triggering-event/event-schemas';
import { isoDay } from '@shared/finance/household-summary';
import type { HouseholdDeps } from '../../modules/household-deps';
import type { Mailer } from '../../platform/mail/mailer';
import { createLogger } from '../../logger';
import { createEventReports } from '../../modules/triggering-event/event-reports';
import { runEventJob } from '../../modules/triggering-event/event-job';
import { createEventPlanService } from '../../modules/event-plan/event-plan-service';
import { demoActor, type DemoOwner } from './demo-owner';

const HOUR_MS = 60 * 60 * 1000;
/** Jordan died two days before Alex reported it. */
const DAYS_BEFORE_REPORT = 2;
/** The first tasks of the plan, worked by Alex: done, then one under way. */
const TASKS_DONE = 3;

/**
 * `npm run demo -- --event`: Alex reports Jordan's death as their trusted contact, the waiting
 * period having passed, and the scheduled job unlocks it as it would (writing the plan); Alex has
 * then worked the first tasks. The report is dated a waiting period and an hour ago.
 */
export async function seedDemoEvent(
  deps: HouseholdDeps & { now: () => Date },
  mail: { mailer: Mailer; appUrl: string },
  people: { owner: DemoOwner; spouse: DemoOwner },
): Promise<{ tasks: number; done: number }> {
  const now = deps.now();
  const reportedAt = new Date(now.getTime() - (DEFAULT_WAIT_HOURS + 1) * HOUR_MS);
  const spouse = demoActor(people.spouse, reportedAt, 'guest');
  const reports = createEventReports({ ...deps, ...mail, now: () => reportedAt });
  const event = await reports.report(
    spouse,
    ZReportEventInput.parse({
      ownerId: people.owner.id,
      kind: 'death',
      eventDate: isoDay(new Date(reportedAt.getTime() - DAYS_BEFORE_REPORT * 24 * HOUR_MS)),
      note: 'Reported by Alex from the hospital.',
    }),
  );
  await runEventJob({
    ...deps,
    ...mail,
    logger: createLogger({ logLevel: 'warn' }),
    now,
  });

  const plans = createEventPlanService(deps).plans;
  const worker = demoActor(people.spouse, now, 'guest');
  const plan = await plans.plan(worker, event.id);
  const finished = plan.tasks.slice(0, TASKS_DONE);
  for (const task of finished) await plans.updateTask(worker, task.id ?? '', { status: 'done' });
  const current = plan.tasks[TASKS_DONE];
  if (current)
    await plans.updateTask(worker, current.id ?? '', {
      status: 'in_progress',
      notes: 'Started on this; the rest next week.',
    });
  return { tasks: plan.tasks.length, done: finished.length };
}
