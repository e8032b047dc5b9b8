import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/utils';
import {
  INSIGHT_TAB_LABELS,
  INSIGHT_TABS,
  isInsightTab,
  type InsightTab,
} from '../lib/insight-tabs';
import { AnomaliesTab } from './anomalies/anomalies-tab';
import { ChatTab } from './chat/chat-tab';
import { PortfolioTab } from './portfolio/portfolio-tab';
import { PredictionsTab } from './predictions/predictions-tab';
import { TipsTab } from './tips/tips-tab';

type Props = {
  /** `panel`: the floating panel, each tab scrolling inside it; `page`: /ai-insights, full width. */
  variant: 'panel' | 'page';
};

/**
 * Chat, Anomalies, Predictions, Portfolio and Tips (spec §2). What each tab found (the
 * conversation included) is in the query cache per household selection, so a change of tab
 * keeps it.
 */
export function InsightTabs({ variant }: Props) {
  const [tab, setTab] = useState<InsightTab>('chat');
  const inPanel = variant === 'panel';
  // In the panel each tab scrolls on its own under the fixed tab list.
  const scrolling = cn(inPanel && 'min-h-0 overflow-y-auto pr-1');
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => isInsightTab(value) && setTab(value)}
      className={cn('gap-3', inPanel && 'min-h-0 flex-1')}
    >
      <TabsList
        aria-label="AI Insights sections"
        className={cn('max-w-full justify-start overflow-x-auto', inPanel && 'w-full')}
      >
        {INSIGHT_TABS.map((each) => (
          // Five labels fit a phone (the panel or the page) at the small size.
          <TabsTrigger
            key={each}
            value={each}
            className={cn(
              inPanel ? 'px-2 max-sm:px-1.5 max-sm:text-xs' : 'max-sm:px-2 max-sm:text-xs',
            )}
          >
            {INSIGHT_TAB_LABELS[each]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="chat" className={cn(inPanel && 'min-h-0')}>
        <ChatTab fill={inPanel} />
      </TabsContent>
      <TabsContent value="anomalies" className={scrolling}>
        <AnomaliesTab />
      </TabsContent>
      <TabsContent value="predictions" className={scrolling}>
        <PredictionsTab />
      </TabsContent>
      <TabsContent value="portfolio" className={scrolling}>
        <PortfolioTab />
      </TabsContent>
      <TabsContent value="tips" className={scrolling}>
        <TipsTab />
      </TabsContent>
    </Tabs>
  );
}
