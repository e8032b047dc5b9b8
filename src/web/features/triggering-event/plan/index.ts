/**
 * The plan an event produces, as the triggering-event pages show it: the worked plan with its
 * log, the owner's preview, and the survivor runway.
 */
export { EventPlanPanel } from './components/event-plan-panel';
export { PlanPreviewPanel } from './components/plan-preview-panel';
export { RunwayCard } from './components/runway-card';
