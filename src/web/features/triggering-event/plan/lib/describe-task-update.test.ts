import { describe, expect, it } from 'vitest';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { describeTaskUpdate } from './describe-task-update';

const TASK = { title: 'Netflix', assigneeName: null } as TEventTask;

describe('describeTaskUpdate', () => {
  it('names the task and what was chosen', () => {
    expect(describeTaskUpdate(TASK, { status: 'done' }, TASK)).toBe('“Netflix” marked done');
    expect(describeTaskUpdate(TASK, { status: 'not_applicable' }, TASK)).toBe(
      '“Netflix” marked not applicable',
    );
    expect(describeTaskUpdate(TASK, { decision: 'cancel' }, TASK)).toBe(
      'Cancel: saved for “Netflix”',
    );
    expect(describeTaskUpdate(TASK, { decision: null }, TASK)).toBe(
      'Decision cleared for “Netflix”',
    );
  });

  it('names the assignee the server saved, or says the task is unassigned', () => {
    const saved = { ...TASK, assigneeName: 'Ana Rivera' };
    expect(describeTaskUpdate(TASK, { assigneeUserId: 'a' }, saved)).toBe(
      '“Netflix” assigned to Ana Rivera',
    );
    expect(describeTaskUpdate(TASK, { assigneeUserId: null }, TASK)).toBe('“Netflix” unassigned');
  });

  it('says the details were saved for notes, a due date or documents', () => {
    expect(describeTaskUpdate(TASK, { notes: 'x', dueOverride: null }, TASK)).toBe(
      'Notes and due date saved for “Netflix”',
    );
    expect(describeTaskUpdate(TASK, { documentIds: [] }, TASK)).toBe(
      'Documents saved for “Netflix”',
    );
  });
});
