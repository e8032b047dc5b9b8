import type { TEventKind } from '@shared/triggering-event/event-schemas';
import {
  TASK_STAGES,
  type TDueRule,
  type TTaskFact,
  type TTaskSource,
  type TTaskStage,
} from '@shared/triggering-event/plan-schemas';
import { CONDITION_CHECKS, householdState } from './conditions';
import type { HouseholdSnapshot } from './household-snapshot';
import { ONCE_FACTS } from './once-facts';
import { SUBJECTS } from './subjects/subject-sources';
import { subject, type PlanSubject } from './subjects/plan-subject';
import { templatesFor } from './templates/plan-templates';
import type { LetterKind, PlanTemplate } from './templates/template-types';

/** One task of a plan before it is stored (or as the preview shows it). */
export type GeneratedTask = {
  templateKey: string;
  stage: TTaskStage;
  title: string;
  detail: string;
  facts: TTaskFact[];
  dueRule: TDueRule;
  subjectKind: string | null;
  subjectId: string | null;
  letterKind: LetterKind | null;
  needsDecision: boolean;
  autoPay: boolean;
  sources: TTaskSource[];
  sortOrder: number;
};

function appliesInState(template: PlanTemplate, state: string | null): boolean {
  return template.states === 'all' || (state !== null && template.states.includes(state));
}

function subjectsOf(template: PlanTemplate, snapshot: HouseholdSnapshot): PlanSubject[] {
  if (template.each === 'once')
    return [
      subject({ kind: null, id: null, label: '', facts: ONCE_FACTS[template.facts](snapshot) }),
    ];
  return SUBJECTS[template.each](snapshot);
}

function taskOf(template: PlanTemplate, record: PlanSubject): Omit<GeneratedTask, 'sortOrder'> {
  const detail =
    template.decision && record.guidance
      ? `${template.detail} ${record.guidance}`
      : template.detail;
  return {
    templateKey: template.key,
    stage: template.stage,
    title: template.title.replace('{subject}', record.label),
    detail,
    facts: record.facts,
    dueRule: template.due,
    subjectKind: record.kind,
    subjectId: record.id,
    letterKind: template.letter,
    needsDecision: template.decision,
    autoPay: record.autoPay,
    sources: [...template.sources],
  };
}

/**
 * The plan for a death or an incapacity of this household's owner: each template whose state and
 * condition hold, once or once per record it names, in stage order, then the templates' order,
 * then the records' (bills on auto-pay first). A pure function of the snapshot, so the preview
 * and the stored plan are the same plan.
 */
export function generatePlan(snapshot: HouseholdSnapshot, kind: TEventKind): GeneratedTask[] {
  const state = householdState(snapshot);
  const tasks = templatesFor(kind)
    .filter((template) => appliesInState(template, state))
    .filter((template) => !template.condition || CONDITION_CHECKS[template.condition](snapshot))
    .flatMap((template) => subjectsOf(template, snapshot).map((each) => taskOf(template, each)));
  const stageOrder = (stage: TTaskStage) => TASK_STAGES.indexOf(stage);
  // Array.prototype.sort is stable: within a stage the templates' and records' order stays.
  return tasks
    .sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage))
    .map((task, index) => ({ ...task, sortOrder: index }));
}
