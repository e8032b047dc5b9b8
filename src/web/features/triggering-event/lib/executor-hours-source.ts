/**
 * Where the landing page's 570 hours comes from (research notes, estate §3): EstateExec says the
 * average executor spends that long over 16 months. Quoted by the page and the executor's log.
 */
export const EXECUTOR_HOURS_SOURCE = {
  label: 'EstateExec executor checklist',
  url: 'https://www.estateexec.com/Docs/Executor_Checklist',
} as const;

/** The months those hours are spread over, in the same source. */
export const EXECUTOR_MONTHS = 16;
