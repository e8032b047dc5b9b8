import { useId, useState } from 'react';
import { CheckCircle2, Circle } from 'lucide-react';
import {
  ZInstrumentInput,
  type TInstrument,
  type TTrustFundingItem,
} from '@shared/estate/estate-schemas';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useSaveFunding } from '../api/instrument-mutations';
import { fundingKey, fundingLabel, goneFundingLabel } from '../lib/funding-choices';
import { instrumentInput } from '../lib/instrument-form';
import { useFundingGroups } from '../lib/use-funding-groups';

type Props = { instrument: TInstrument; canWrite: boolean };

/**
 * A trust only avoids probate for what is retitled to it. The checklist lists the accounts and
 * properties meant for the trust; ticking one saves at once. A viewer sees where each stands.
 */
export function FundingChecklist({ instrument, canWrite }: Props) {
  const baseId = useId();
  const groups = useFundingGroups(instrument.ownerId);
  const save = useSaveFunding();
  // The tick shows at once, as it is being saved, and stays until the refreshed plan has arrived
  // (the mutation waits for it); a failed save puts the saved checklist back.
  const [saving, setSaving] = useState<TTrustFundingItem[] | null>(null);
  const items = saving ?? instrument.funding;
  const funded = items.filter((item) => item.funded).length;
  const headingId = `${baseId}-heading`;

  const toggle = (index: number, checked: boolean) => {
    const funding = items.map((item, at) => (at === index ? { ...item, funded: checked } : item));
    setSaving(funding);
    save.mutate(
      {
        id: instrument.id,
        input: ZInstrumentInput.parse(instrumentInput({ ...instrument, funding })),
      },
      { onSettled: () => setSaving(null) },
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg bg-muted/40 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          Funding checklist
        </h4>
        {items.length > 0 && (
          <p className="text-xs text-muted-foreground">
            {funded} of {items.length} retitled to the trust
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No accounts or properties listed yet. A trust avoids probate only for what is retitled in
          its name{canWrite ? ': edit the trust to list them.' : '.'}
        </p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item, index) => {
            const label = fundingLabel(groups, item) ?? goneFundingLabel(item.assetKind);
            const id = `${baseId}-${index}`;
            return (
              <li key={fundingKey(item)} className="flex items-start gap-2 text-sm">
                {canWrite ? (
                  <>
                    <Checkbox
                      id={id}
                      checked={item.funded}
                      disabled={save.isPending}
                      onCheckedChange={(checked) => toggle(index, checked === true)}
                      className="mt-0.5"
                    />
                    <Label htmlFor={id} className="leading-snug font-normal">
                      {label}
                    </Label>
                  </>
                ) : (
                  <>
                    {item.funded ? (
                      <CheckCircle2 className="mt-0.5 size-4 text-primary" aria-hidden />
                    ) : (
                      <Circle className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
                    )}
                    <span>
                      {label}
                      <span className="text-muted-foreground">
                        {item.funded ? ' — retitled' : ' — not retitled yet'}
                      </span>
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
