import type { TTaskFact } from '@shared/triggering-event/plan-schemas';

/**
 * One record a template makes a task for: its name in the title, its kind and id (kept with the
 * task, so the letter and the runway can find the record again) and the facts copied from it.
 */
export type PlanSubject = {
  kind: string | null;
  id: string | null;
  label: string;
  facts: TTaskFact[];
  autoPay: boolean;
  /** What usually happens to this kind of bill, added to a decision task's detail. */
  guidance: string | null;
};

export function subject(
  fields: Pick<PlanSubject, 'kind' | 'id' | 'label' | 'facts'> & Partial<PlanSubject>,
): PlanSubject {
  return { autoPay: false, guidance: null, ...fields };
}
