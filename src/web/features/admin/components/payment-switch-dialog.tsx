import { useState } from 'react';
import { AlertCircle } from 'lucide-react';
import type { TPaymentSettingView } from '@shared/subscription/billing-api';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { RadioCards } from '@web/components/ui/radio-cards';
import { errorMessage } from '@web/lib/api-error';
import { useSavePaymentSetting } from '../api/use-save-payment-setting';
import { betaChoiceOptions, peopleCount, type BetaFreeChoice } from '../lib/beta-choice';

type Props = {
  /** The setting in force; the dialog asks to turn it the other way. */
  current: TPaymentSettingView;
  onClose: () => void;
};

/**
 * Asks before the switch moves. Turning payments on changes what every new account sees, and
 * what happens to the people already on the free beta is the admin's explicit choice: nothing is
 * chosen for them in advance.
 */
export function PaymentSwitchDialog({ current, onClose }: Props) {
  const turningOn = !current.enabled;
  const askChoice = turningOn && current.betaFreeUsers > 0;
  const [choice, setChoice] = useState<BetaFreeChoice | ''>('');
  const [missingChoice, setMissingChoice] = useState(false);
  const save = useSavePaymentSetting();

  const confirm = () => {
    if (askChoice && choice === '') {
      setMissingChoice(true);
      return;
    }
    save.mutate(
      {
        enabled: turningOn,
        // With nobody on the beta (or when turning off) the choice touches no one.
        existingBetaFree: choice === '' ? current.existingBetaFree : choice,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogFrame
      onClose={onClose}
      busy={save.isPending}
      title={turningOn ? 'Turn on payments?' : 'Turn off payments?'}
      description={
        turningOn
          ? 'From now on, new accounts need an Annual or Lifetime plan to use Nido.'
          : 'New accounts will get free beta access again. Paid plans stay as they are.'
      }
    >
      {turningOn && !askChoice && (
        <p className="text-sm text-muted-foreground">No one is on the free beta.</p>
      )}
      {askChoice && (
        <RadioCards
          legend={`What happens to the ${peopleCount(current.betaFreeUsers)} on the free beta?`}
          options={betaChoiceOptions(current.betaFreeUsers)}
          value={choice}
          onValueChange={(value) => {
            setChoice(value);
            setMissingChoice(false);
          }}
          error={missingChoice ? 'Choose what happens to the people on the beta.' : undefined}
        />
      )}
      {save.isError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>The setting was not changed</AlertTitle>
          <AlertDescription>{errorMessage(save.error)}</AlertDescription>
        </Alert>
      )}
      <DialogActions
        busy={save.isPending}
        busyLabel={turningOn ? 'Turning on…' : 'Turning off…'}
        onCancel={onClose}
        onConfirm={confirm}
      >
        {turningOn ? 'Turn on payments' : 'Turn off payments'}
      </DialogActions>
    </DialogFrame>
  );
}
