import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ZEventTask,
  type TEventPlan,
  type TEventTask,
  type TTaskUpdate,
} from '@shared/triggering-event/plan-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { describeTaskUpdate } from '../lib/describe-task-update';
import { planKeys, taskPath } from './plan-keys';

const ZTaskSaved = z.object({ task: ZEventTask });

export type TaskChange = { task: TEventTask; update: TTaskUpdate };

/** The plan as it reads once `update` is applied to one task (what can be known before the answer). */
function withUpdate(plan: TEventPlan, taskId: string, update: TTaskUpdate): TEventPlan {
  return {
    ...plan,
    tasks: plan.tasks.map((task) => {
      if (task.id !== taskId) return task;
      const next = { ...task };
      if (update.status !== undefined) next.status = update.status;
      if (update.decision !== undefined) next.decision = update.decision;
      if (update.notes !== undefined) next.notes = update.notes;
      if (update.dueOverride !== undefined) next.dueOverride = update.dueOverride;
      if (update.assigneeUserId !== undefined) {
        next.assigneeUserId = update.assigneeUserId;
        next.assigneeName =
          plan.assignees.find((person) => person.userId === update.assigneeUserId)?.name ?? null;
      }
      return next;
    }),
  };
}

/**
 * PATCH /triggering-event/tasks/:id. The change shows at once (the executor ticks tasks off one
 * after another and should not wait on each), is undone if the server refuses it, and the plan is
 * read again after: a done task can set the due dates of the tasks that wait on it.
 */
export function useUpdateTask(eventId: string) {
  const queryClient = useQueryClient();
  const key = planKeys.plan(eventId);
  return useMutation({
    mutationFn: async ({ task, update }: TaskChange) =>
      (
        await api(taskPath(task.id ?? ''), {
          method: 'PATCH',
          body: update,
          schema: ZTaskSaved,
        })
      ).task,
    onMutate: async ({ task, update }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TEventPlan>(key);
      if (before && task.id) queryClient.setQueryData(key, withUpdate(before, task.id, update));
      return { before };
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData<TEventPlan>(key, (plan) =>
        plan
          ? { ...plan, tasks: plan.tasks.map((each) => (each.id === saved.id ? saved : each)) }
          : plan,
      );
      toast.success(describeTaskUpdate(change.task, change.update, saved));
    },
    onError: (error, change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(`Could not save “${change.task.title}”`, { description: errorMessage(error) });
    },
    // Other tasks' due dates and the runway (a cancelled bill no longer counts) follow the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
