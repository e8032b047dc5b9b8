import { PLAN_ROW_DEFAULTS, type PlanTemplate } from './template-types';

/**
 * A row of the after-death plan with the defaults (PLAN_ROW_DEFAULTS); each row says only what
 * differs. Shared by the federal rows and the state-law rows.
 */
export const deathRow = (
  template: Pick<PlanTemplate, 'key' | 'stage' | 'title' | 'detail' | 'due' | 'sources'> &
    Partial<PlanTemplate>,
): PlanTemplate => ({ kind: 'death', ...PLAN_ROW_DEFAULTS, ...template });
