import type { PlanTemplate } from './template-types';

/**
 * A row of the after-death plan with the defaults (every state, no condition, once, no facts,
 * letter or decision); each row says only what differs. Shared by the federal rows and the
 * state-law rows.
 */
export const deathRow = (
  template: Pick<PlanTemplate, 'key' | 'stage' | 'title' | 'detail' | 'due' | 'sources'> &
    Partial<PlanTemplate>,
): PlanTemplate => ({
  kind: 'death',
  states: 'all',
  condition: null,
  each: 'once',
  facts: 'none',
  letter: null,
  decision: false,
  ...template,
});
