/** The forecast chart's height in px: apart from the chart, so its box is sized before recharts loads. */
export const FORECAST_CHART_HEIGHT = 220;
