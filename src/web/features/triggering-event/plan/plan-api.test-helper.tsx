import type { TEventPlan, TEventTask, TTaskUpdate } from '@shared/triggering-event/plan-schemas';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { EventPlanPanel } from './components/event-plan-panel';
import { IDS, eventPlan, executorLog } from './plan-fixtures.test-helper';

const PLAN = `GET /api/triggering-event/events/${IDS.event}/plan`;
const LOG = `GET /api/triggering-event/events/${IDS.event}/log`;

export function patchRoute(taskId: string): string {
  return `PATCH /api/triggering-event/tasks/${taskId}`;
}

/**
 * The plan API over an in-memory plan: a PATCH changes the task and answers it, as the server
 * does, and the plan read after shows it.
 */
export function planApi(
  initial: TEventPlan = eventPlan(),
  overrides: Record<string, Handler> = {},
) {
  let current = initial;
  const patches = Object.fromEntries(
    initial.tasks
      .filter((each): each is TEventTask & { id: string } => each.id !== null)
      .map((each) => [
        patchRoute(each.id),
        (body: unknown) => {
          const update = body as TTaskUpdate;
          let saved: TEventTask = each;
          current = {
            ...current,
            tasks: current.tasks.map((one) => {
              if (one.id !== each.id) return one;
              saved = {
                ...one,
                ...update,
                assigneeName:
                  update.assigneeUserId === undefined
                    ? one.assigneeName
                    : (current.assignees.find((person) => person.userId === update.assigneeUserId)
                        ?.name ?? null),
                documents: one.documents,
              };
              return saved;
            }),
          };
          return { task: saved };
        },
      ]),
  );
  return fakeApi({
    [PLAN]: () => current,
    [LOG]: () => executorLog(),
    ...patches,
    ...overrides,
  });
}

export function renderPlanPanel(userId: string = IDS.executor) {
  return renderRoute(<EventPlanPanel eventId={IDS.event} />, '/triggering-event', {
    signedInAs: sessionUser({ id: userId }),
  });
}
