import { useId } from 'react';
import {
  PASSES_BY_LABELS,
  type TAssetTitlingInput,
  type TEstateAsset,
  type TEstatePersonColumn,
} from '@shared/estate/estate-summary-schemas';
import {
  BENEFICIARY_ONLY_ADVICE,
  PROPERTY_TOD_UNVERIFIED,
  TITLING_FORM_LABELS,
  TITLING_FORMS,
  TWO_HOLDER_FORMS,
  type TTitlingForm,
} from '@shared/estate/titling-forms';
import { NativeSelect } from '@web/components/ui/native-select';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import { TableColumnHeader } from '@web/components/ui/table-column-heads';
import { TextLink } from '@web/components/ui/text-link';

export type TitledAsset = TEstateAsset & { kind: 'asset' | 'investment' | 'property' };

type Props = {
  assets: readonly TEstateAsset[];
  people: readonly TEstatePersonColumn[];
  canWrite: (ownerId: string) => boolean;
  /** The asset whose answer is being saved, if any. */
  savingId: string | null;
  onSave: (input: TAssetTitlingInput) => void;
};

function isTitled(asset: TEstateAsset): asset is TitledAsset {
  return asset.kind !== 'policy';
}

function isForm(value: string): value is TTitlingForm {
  return TITLING_FORMS.some((form) => form === value);
}

const EDIT_TEXT: Record<TitledAsset['kind'], string> = {
  asset: 'Change on Financial Accounts',
  investment: 'Change on Investments',
  property: 'Change on Properties',
};

type RowProps = Omit<Props, 'assets'> & { asset: TitledAsset };

function TitlingRow({ asset, people, canWrite, savingId, onSave }: RowProps) {
  const household = people.filter((person) => person.ownerId === asset.ownerId);
  const holder = household.find((person) => person.key === asset.personKey);
  const holderName = asset.holderKnown ? (holder?.name ?? '') : '';
  const joint = household.find((person) => person.key === asset.jointPersonKey);
  const others = household.filter((person) => person.key !== asset.personKey);
  const writable = canWrite(asset.ownerId);
  const disabled = savingId === asset.id;
  const base = { assetKind: asset.kind, assetId: asset.id };
  const oneName = asset.titlingForms.length === 1;
  const twoHolders = asset.titling !== null && TWO_HOLDER_FORMS.includes(asset.titling);
  const titlingText = asset.titling
    ? TITLING_FORM_LABELS[asset.titling]
    : `Not set: ${PASSES_BY_LABELS[asset.passesBy]}`;

  return (
    <TableRow>
      <TableCell>
        <div className="grid gap-0.5">
          <span className="font-medium break-words">{asset.label}</span>
          <span className="text-xs text-muted-foreground">{asset.detail}</span>
        </div>
      </TableCell>
      <TableCell>
        {writable ? (
          <NativeSelect
            id={`held-by-${asset.kind}-${asset.id}`}
            aria-label={`Who holds ${asset.label}?`}
            className="min-w-44"
            value={holderName}
            disabled={disabled}
            onChange={(event) => onSave({ ...base, holderName: event.target.value || null })}
          >
            <option value="">Whose is this? Not recorded</option>
            {household.map((person) => (
              <option key={person.key} value={person.name}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="text-sm">{holderName || 'Not recorded'}</span>
        )}
      </TableCell>
      <TableCell>
        {oneName ? (
          <span className="grid gap-0.5 text-sm">
            <span>One name: passes by its beneficiary designation.</span>
            <span className="text-xs text-muted-foreground">{BENEFICIARY_ONLY_ADVICE}.</span>
            {writable && (
              <TextLink to={asset.link} className="text-xs">
                {EDIT_TEXT[asset.kind]}
                <span className="sr-only">: {asset.label}</span>
              </TextLink>
            )}
          </span>
        ) : writable ? (
          <NativeSelect
            aria-label={`How is ${asset.label} titled?`}
            className="min-w-56"
            value={asset.titling ?? ''}
            disabled={disabled}
            onChange={(event) => {
              const value = event.target.value;
              const titling = isForm(value) ? value : null;
              // A couple's joint form names the other spouse at once when there is only one.
              const only = others.length === 1 ? others[0]!.name : undefined;
              const withJoint =
                titling && TWO_HOLDER_FORMS.includes(titling) && !joint && only
                  ? { jointHolderName: only }
                  : {};
              onSave({ ...base, titling, ...(titling ? {} : { passesBy: null }), ...withJoint });
            }}
          >
            <option value="">{titlingText.startsWith('Not set') ? titlingText : 'Not set'}</option>
            {asset.titlingForms.map((form) => (
              <option key={form} value={form}>
                {TITLING_FORM_LABELS[form]}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="text-sm">{titlingText}</span>
        )}
        {asset.kind === 'property' && asset.titling === 'tod_pod' && (
          <p className="mt-1 max-w-72 text-xs text-muted-foreground">
            {PROPERTY_TOD_UNVERIFIED.text}{' '}
            <a
              href={PROPERTY_TOD_UNVERIFIED.source.url}
              target="_blank"
              rel="noreferrer"
              className="underline"
            >
              {PROPERTY_TOD_UNVERIFIED.source.label}
            </a>
          </p>
        )}
      </TableCell>
      <TableCell>
        {!twoHolders ? (
          <span className="text-sm text-muted-foreground">—</span>
        ) : writable ? (
          <NativeSelect
            aria-label={`Who holds ${asset.label} with ${holderName || 'its holder'}?`}
            className="min-w-44"
            value={joint?.name ?? ''}
            disabled={disabled}
            onChange={(event) => onSave({ ...base, jointHolderName: event.target.value || null })}
          >
            <option value="">Not recorded</option>
            {others.map((person) => (
              <option key={person.key} value={person.name}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="text-sm">{joint?.name ?? 'Not recorded'}</span>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * Issue 38 item 2: how each account, investment account and property is held: whose name, the
 * titling form (only the forms the record and the household's state allow), and the other
 * holder of a joint form. Life policies are in their insured's column and changed on the policy.
 */
export function TitlingTable({ assets, ...props }: Props) {
  const headingId = useId();
  const titled = assets.filter(isTitled);
  if (titled.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        How each asset is held
      </h3>
      <p className="text-sm text-muted-foreground">
        The name on the account or deed decides whose estate it is in, and the titling decides how
        it passes. Tenancy by the entirety and community property are offered only where the
        household’s state has them.
      </p>
      <Table label="Holder and titling of each asset">
        <TableColumnHeader columns={['Asset', 'Held by', 'Titling', 'Joint with']} />
        <TableBody>
          {titled.map((asset) => (
            <TitlingRow key={`${asset.kind}:${asset.id}`} asset={asset} {...props} />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
