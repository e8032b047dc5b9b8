import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Switch } from '@web/components/ui/switch';
import { readConsentPreferences } from '../lib/consent-preferences';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (choice: { marketing: boolean }) => void;
};

export function PrivacyPreferencesDialog({ open, onOpenChange, onSave }: Props) {
  const [marketing, setMarketing] = useState(() => readConsentPreferences()?.marketing ?? false);
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title="Privacy Preferences"
      description="Choose what Nido may store in your browser and how we may contact you. You can change this at any time from the footer or your settings."
    >
      <div className="grid gap-4">
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <label htmlFor="consent-essential" className="text-sm font-medium">
              Essential
            </label>
            <p id="consent-essential-help" className="text-sm text-muted-foreground">
              Keep you signed in, protect your account from forged requests, and remember your theme
              and these choices. Always on.
            </p>
          </div>
          <Switch
            id="consent-essential"
            checked
            disabled
            aria-describedby="consent-essential-help"
          />
        </div>
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <label htmlFor="consent-marketing" className="text-sm font-medium">
              Product Updates
            </label>
            <p id="consent-marketing-help" className="text-sm text-muted-foreground">
              Occasional emails about new features and estate-planning guides. Never sold or shared
              with advertisers.
            </p>
          </div>
          <Switch
            id="consent-marketing"
            checked={marketing}
            onCheckedChange={setMarketing}
            aria-describedby="consent-marketing-help"
          />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={() => onSave({ marketing })}>Save Preferences</Button>
      </DialogFooter>
    </DialogFrame>
  );
}
