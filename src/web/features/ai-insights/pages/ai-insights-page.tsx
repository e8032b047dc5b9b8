import { FamilySelector } from '@web/components/family-selector';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { InsightTabs } from '../components/insight-tabs';

/** Spec §2: /ai-insights, the assistant's five tabs across the page. */
export function AiInsightsPage() {
  usePageTitle('AI Insights');
  return (
    // One column as wide as the screen (grid-cols-1), never as wide as the tab list or an answer.
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="AI Insights"
        description="Answers and insights worked out from your household's own records, with links to the ones used."
        actions={<FamilySelector />}
      />
      <InsightTabs variant="page" />
    </div>
  );
}

export { AiInsightsPage as Component };
