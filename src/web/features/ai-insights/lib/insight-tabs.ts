/** Spec §2 "AI assistant": the five tabs, in this order. */
export const INSIGHT_TABS = ['chat', 'anomalies', 'predictions', 'portfolio', 'tips'] as const;
export type InsightTab = (typeof INSIGHT_TABS)[number];

export const INSIGHT_TAB_LABELS: Record<InsightTab, string> = {
  chat: 'Chat',
  anomalies: 'Anomalies',
  predictions: 'Predictions',
  portfolio: 'Portfolio',
  tips: 'Tips',
};

export function isInsightTab(value: string): value is InsightTab {
  return (INSIGHT_TABS as readonly string[]).includes(value);
}
