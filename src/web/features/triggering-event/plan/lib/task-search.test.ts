import { describe, expect, it } from 'vitest';
import { task } from '../plan-fixtures.test-helper';
import { searchTasks } from './task-search';

const chase = task({
  title: 'Notify Chase',
  facts: [{ label: 'Account', value: 'Everyday Checking ••••6789' }],
});
const netflix = task({ title: 'Netflix', assigneeName: 'Ana Lopez', notes: 'Called on Monday' });

describe('searchTasks', () => {
  it('keeps every task for an empty query', () => {
    expect(searchTasks([chase, netflix], '  ')).toEqual([chase, netflix]);
  });

  it('finds a task by every word, in its title, its facts, its assignee or its notes', () => {
    expect(searchTasks([chase, netflix], 'chase checking')).toEqual([chase]);
    expect(searchTasks([chase, netflix], 'ana')).toEqual([netflix]);
    expect(searchTasks([chase, netflix], 'MONDAY')).toEqual([netflix]);
    expect(searchTasks([chase, netflix], 'chase netflix')).toEqual([]);
  });
});
