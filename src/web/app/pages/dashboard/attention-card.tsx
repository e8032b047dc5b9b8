import { Link } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

type Item = TDashboardSummary['attention'][number];

const WHAT_IS_MISSING: Record<Item['kind'], { problem: string; fix: string; to: string }> = {
  'obligation-without-payment-method': {
    problem: 'No payment method',
    fix: 'Record the account or card that pays it, or that it is on auto-pay.',
    to: '/expenses',
  },
  'loan-without-payment': {
    problem: 'No monthly payment',
    fix: 'Add the monthly payment so the payoff date can be worked out.',
    to: '/loans',
  },
};

/** Gaps that would leave the family guessing: how a bill is paid, what a loan costs a month. */
export function AttentionCard({ attention }: Pick<TDashboardSummary, 'attention'>) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Needs attention</h2>
      </CardHeader>
      <CardContent>
        {attention.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck className="size-4 text-primary" aria-hidden />
            Every obligation and loan says how it is paid.
          </p>
        ) : (
          // wrap-anywhere: a charge named as the bank names it ("AMZN_Mktp_US*2K4…") has no space
          // to wrap at, and would otherwise widen the page on a phone.
          <ul className="grid gap-3 wrap-anywhere">
            {attention.map((item) => {
              const missing = WHAT_IS_MISSING[item.kind];
              return (
                <li key={`${item.kind}-${item.id}`} className="flex gap-2 text-sm">
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  <div className="grid gap-0.5">
                    <Link
                      to={missing.to}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {item.title}: {missing.problem.toLowerCase()}
                    </Link>
                    <p className="text-muted-foreground">{missing.fix}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
