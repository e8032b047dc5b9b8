/** The funnel chart's height, shared with its placeholder without loading the chart's code. */
export const FUNNEL_CHART_HEIGHT = 240;
