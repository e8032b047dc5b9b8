import { useState } from 'react';
import type { TPaymentSettingView } from '@shared/subscription/billing-api';
import { LoadingStatus } from '@web/components/loading-status';
import { QueryView } from '@web/components/query-view';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { usePaymentSetting } from '../api/admin-queries';
import { peopleCount } from '../lib/beta-choice';
import { PaymentSwitchDialog } from './payment-switch-dialog';
import { ReportSection } from './report-section';

/** What the setting in force means, in a sentence or two. */
function settingSummary(setting: TPaymentSettingView): string {
  const beta = `${peopleCount(setting.betaFreeUsers)} ${setting.betaFreeUsers === 1 ? 'is' : 'are'} on the free beta.`;
  if (!setting.enabled) return `Payments are off: new accounts get free beta access. ${beta}`;
  const choice =
    setting.existingBetaFree === 'keep'
      ? 'People who joined during the beta keep free access.'
      : 'People who joined during the beta are asked to subscribe.';
  return `Payments are on: new accounts need a paid plan. ${choice} ${beta}`;
}

/** Spec §3 app_config payment_required: the switch, moved only after the admin confirms. */
export function PaymentsPanel() {
  const setting = usePaymentSetting();
  const [confirming, setConfirming] = useState(false);
  return (
    <ReportSection
      title="Payments"
      description="Whether using Nido needs a paid plan (Annual or Lifetime)."
    >
      <QueryView
        query={setting}
        loading={
          <LoadingStatus
            label="Loading the payment setting…"
            className="grid gap-2"
            skeletons={['h-6 w-64', 'h-4 w-full max-w-md']}
          />
        }
        errorTitle="We couldn't load the payment setting"
      >
        {(current) => (
          <div className="grid gap-3">
            <div className="flex items-center gap-3">
              <Switch
                id="payment-required"
                checked={current.enabled}
                aria-describedby="payment-required-summary"
                // The switch moves once the admin has confirmed and the server has agreed.
                onCheckedChange={() => setConfirming(true)}
              />
              <Label htmlFor="payment-required">Require a paid plan</Label>
            </div>
            <p id="payment-required-summary" className="text-sm text-muted-foreground">
              {settingSummary(current)}
            </p>
            {confirming && (
              <PaymentSwitchDialog current={current} onClose={() => setConfirming(false)} />
            )}
          </div>
        )}
      </QueryView>
    </ReportSection>
  );
}
