import { useId, useState } from 'react';
import { CheckCircle2, Circle } from 'lucide-react';
import {
  ZInstrumentInput,
  type TInstrument,
  type TTrustFundingItem,
} from '@shared/estate/estate-schemas';
import {
  BENEFICIARY_ONLY_ADVICE,
  BENEFICIARY_ONLY_REASON,
  BENEFICIARY_ONLY_SOURCES,
} from '@shared/estate/titling-forms';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useSaveFunding } from '../api/instrument-mutations';
import {
  fundingKey,
  fundingLabel,
  goneFundingLabel,
  type FundingChoice,
} from '../lib/funding-choices';
import { instrumentInput } from '../lib/instrument-form';
import { useBeneficiaryOnlyAccounts, useFundingGroups } from '../lib/use-funding-groups';

/** Retirement accounts, HSAs and annuities: what to do instead of retitling them, and why. */
function NameABeneficiary({ accounts }: { accounts: readonly FundingChoice[] }) {
  const headingId = useId();
  const source = BENEFICIARY_ONLY_SOURCES[0];
  return (
    <section aria-labelledby={headingId} className="grid gap-1 border-t border-border pt-2">
      <h5 id={headingId} className="text-sm font-semibold">
        {BENEFICIARY_ONLY_ADVICE}
      </h5>
      <ul className="grid gap-1 text-sm">
        {accounts.map((account) => (
          <li key={fundingKey(account)}>{account.label}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {BENEFICIARY_ONLY_REASON}
        {source && (
          <>
            {' '}
            Source:{' '}
            <a href={source.url} className="underline" target="_blank" rel="noreferrer">
              {source.title}
            </a>
            .
          </>
        )}
      </p>
    </section>
  );
}

type Props = { instrument: TInstrument; canWrite: boolean };

/**
 * A trust only avoids probate for what is retitled to it. The checklist lists the accounts and
 * properties meant for the trust; ticking one saves at once. A viewer sees where each stands.
 * Retirement accounts, HSAs and annuities are never retitled (issue 38): they are listed apart,
 * with "Name a beneficiary (or the trust, with care)" and the reason.
 */
export function FundingChecklist({ instrument, canWrite }: Props) {
  const baseId = useId();
  const groups = useFundingGroups(instrument.ownerId);
  const beneficiaryOnly = useBeneficiaryOnlyAccounts(instrument.ownerId);
  const save = useSaveFunding();
  // The tick shows at once, as it is being saved, and stays until the refreshed plan has arrived
  // (the mutation waits for it); a failed save puts the saved checklist back.
  const [saving, setSaving] = useState<TTrustFundingItem[] | null>(null);
  // A retirement account saved on the checklist before issue 38 is shown with the advice instead.
  const notRetitled = new Set(beneficiaryOnly.map(fundingKey));
  const listed = saving ?? instrument.funding;
  const items = listed.filter((item) => !notRetitled.has(fundingKey(item)));
  const funded = items.filter((item) => item.funded).length;
  const headingId = `${baseId}-heading`;

  const toggle = (key: string, checked: boolean) => {
    const funding = listed.map((item) =>
      fundingKey(item) === key ? { ...item, funded: checked } : item,
    );
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
                      onCheckedChange={(checked) => toggle(fundingKey(item), checked === true)}
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
      {beneficiaryOnly.length > 0 && <NameABeneficiary accounts={beneficiaryOnly} />}
    </section>
  );
}
