/**
 * Fetches the floating panel's code (its tabs, charts, schemas): a chunk of its own, requested
 * when the round button is first pressed or reached.
 */
export const loadAssistantPanel = () => import('./assistant-panel');
