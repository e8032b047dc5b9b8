import type { TEventTask, TTaskUpdate } from '@shared/triggering-event/plan-schemas';

type SaveCallbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/**
 * What a person working the plan can do with its tasks. A read-only list (the owner's preview, or
 * someone who may only look) gets none, and so shows no controls.
 */
export type TaskActions = {
  /** The household whose records (documents) the tasks draw on. */
  ownerId: string;
  /** Family members a task can be assigned to. */
  assignees: readonly { userId: string; name: string }[];
  save: (task: TEventTask, update: TTaskUpdate, callbacks?: SaveCallbacks) => void;
};
