import type { TEventKind } from '@shared/triggering-event/event-schemas';
import { DEATH_TEMPLATES } from './death-templates';
import { INCAPACITY_TEMPLATES } from './incapacity-templates';
import { STATE_LAW_TEMPLATES } from './state-law-templates';
import type { PlanTemplate } from './template-types';

/** Every template, in the order the plan lists them within a stage. */
export const PLAN_TEMPLATES: readonly PlanTemplate[] = [
  ...DEATH_TEMPLATES,
  ...STATE_LAW_TEMPLATES,
  ...INCAPACITY_TEMPLATES,
];

const BY_KEY = new Map(PLAN_TEMPLATES.map((template) => [template.key, template]));

/** A stored task's template (its sources, whether it takes a decision); undefined if retired. */
export function templateOf(key: string): PlanTemplate | undefined {
  return BY_KEY.get(key);
}

export function templatesFor(kind: TEventKind): PlanTemplate[] {
  return PLAN_TEMPLATES.filter((template) => template.kind === kind);
}
