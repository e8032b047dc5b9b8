import { Link } from 'react-router';
import { ADVISOR_SECTION_LABELS, type TAdvisorSection } from '@shared/advisors/advisor-scope';
import { AdvisorGrantSummary } from '@web/components/advisor-grant-summary';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import type { DataSource } from '@web/lib/owner-selection';

/** Where each shared section is looked at. */
const SECTION_SCREENS: Record<TAdvisorSection, string> = {
  expenses: '/expenses',
  accounts: '/accounts',
  loans: '/loans',
  properties: '/properties',
  investments: '/investments',
  policies: '/estate-plan?tab=insurance',
  estate: '/estate-plan',
  documents: '/nido-hub',
  guidebook: '/family-guidebook',
};

/**
 * The dashboard of an advisor whose grant does not cover the household's figures (issue 35:
 * net worth and the month's bills are drawn from five sections): what the client shares with
 * them, on what terms, and a link to each shared screen.
 */
export function SharedWithYouCard({ household }: { household: DataSource }) {
  const grant = household.advisorGrant;
  if (!grant) return null;
  const headingId = `shared-${household.id}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold">
          What {household.name} shares with you
        </h2>
        <CardDescription>
          The household’s figures draw on sections {household.name} did not share, so they are not
          shown. Open what is shared below.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AdvisorGrantSummary grant={grant} />
        <ul
          className="flex flex-wrap gap-2"
          aria-label={`Open ${household.name}'s shared sections`}
        >
          {grant.sections.map((section) => (
            <li key={section}>
              <Link
                to={SECTION_SCREENS[section]}
                className="inline-flex rounded-md border px-3 py-1.5 text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                {ADVISOR_SECTION_LABELS[section]}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
