import { createRouter } from '../../http/router';
import type { EventPlanService } from './event-plan-service';

/** Issue 15: the plan's tasks, preview, executor log, runway and letters. */
export function eventPlanRoutes(_service: EventPlanService) {
  return createRouter();
}
