import { AlertTriangle, CircleAlert, Lightbulb, PartyPopper } from 'lucide-react';
import { EmptyState } from '@web/components/ui/empty-state';
import { useRecommendations } from '../../api/insight-actions';
import { groupTipsBySeverity, SEVERITY_HEADINGS } from '../../lib/tip-groups';
import { ActionSection } from '../action-section';
import { TipItem } from './tip-item';

const SEVERITY_ICONS = { high: AlertTriangle, medium: CircleAlert, low: Lightbulb } as const;

/** Spec §1 tips: what to do next about the finances and the estate plan, most pressing first. */
export function TipsTab() {
  const action = useRecommendations();
  return (
    <ActionSection
      action={action}
      intro="Looks over your finances and estate plan for gaps: a missing will or guardian, beneficiaries, insurance, cash and bills."
      runLabel="Get recommendations"
      runningLabel="Analyzing…"
      workingText="Looking over your finances and plan…"
    >
      {({ tips, recommendations }) =>
        tips.length === 0 ? (
          <EmptyState
            icon={<PartyPopper aria-hidden />}
            title="Nothing to fix right now"
            description={recommendations || 'Your records cover what the tips look for.'}
          />
        ) : (
          <div className="grid gap-4">
            {groupTipsBySeverity(tips).map((group) => {
              const Icon = SEVERITY_ICONS[group.severity];
              return (
                <section key={group.severity} className="grid gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <Icon className="size-4" aria-hidden />
                    {SEVERITY_HEADINGS[group.severity]}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({group.tips.length})
                    </span>
                  </h3>
                  <ul className="grid gap-2">
                    {group.tips.map((tip) => (
                      <li key={tip.rule}>
                        <TipItem tip={tip} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )
      }
    </ActionSection>
  );
}
