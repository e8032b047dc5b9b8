import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import {
  PASSES_BY_LABELS,
  type TEstateAsset,
  type TPassesBy,
} from '@shared/estate/estate-summary-schemas';
import { OwnerBadge } from '@web/components/owner-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { TextLink } from '@web/components/ui/text-link';
import { PassesBySelect } from './passes-by-select';

/** Why a record passes the way it does, for whoever cannot change the answer here. */
const SOURCE_TEXT: Record<TEstateAsset['source'], string> = {
  designation: 'Named on the record',
  titling: 'As the owner said',
  trust_funding: 'Retitled to the trust',
  default: 'Nothing names anyone',
};

/** What to change on the record's own screen, for those whose designation is kept there. */
const EDIT_TEXT: Record<'investment' | 'policy', string> = {
  investment: 'Change on Investments',
  policy: 'Change on the policy',
};

type Props = {
  passesBy: TPassesBy;
  assets: readonly TEstateAsset[];
  /** Whether the reader may change this household's records (viewers may not). */
  canWrite: (ownerId: string) => boolean;
  /** The asset whose answer is being saved, if any. */
  savingId: string | null;
  onTitling: (
    asset: TEstateAsset & { kind: 'asset' | 'property' },
    passesBy: TPassesBy | null,
  ) => void;
};

function isTitlable(asset: TEstateAsset): asset is TEstateAsset & { kind: 'asset' | 'property' } {
  return asset.kind === 'asset' || asset.kind === 'property';
}

/** The assets that pass one way, with their total. */
export function PassesByGroup({ passesBy, assets, canWrite, savingId, onTitling }: Props) {
  const headingId = useId();
  const total = assets.reduce((sum, asset) => sum + asset.valueCents, 0);
  const label = PASSES_BY_LABELS[passesBy];
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {label}
        </h3>
        <p className="text-sm text-muted-foreground tabular-nums">
          {assets.length} {assets.length === 1 ? 'asset' : 'assets'} · {formatCents(total)}
        </p>
      </div>
      <Table label={`Assets passing by ${label.toLowerCase()}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Asset</TableHead>
            <TableHead className="text-right">Value</TableHead>
            <TableHead>Goes to</TableHead>
            <TableHead>How does this pass?</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {assets.map((asset) => (
            <TableRow key={`${asset.kind}:${asset.id}`}>
              <TableCell>
                <div className="grid gap-0.5">
                  <span className="font-medium break-words">{asset.label}</span>
                  <span className="text-xs text-muted-foreground">{asset.detail}</span>
                  <OwnerBadge ownerId={asset.ownerId} className="w-fit" />
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(asset.valueCents)}
              </TableCell>
              <TableCell className="break-words">
                {asset.recipients ??
                  (asset.passesBy === 'will' ? 'Whoever the will names' : 'Not recorded')}
              </TableCell>
              <TableCell>
                {isTitlable(asset) && canWrite(asset.ownerId) ? (
                  <PassesBySelect
                    asset={asset}
                    disabled={savingId === asset.id}
                    onChange={(next) => onTitling(asset, next)}
                  />
                ) : asset.kind === 'investment' || asset.kind === 'policy' ? (
                  canWrite(asset.ownerId) ? (
                    <TextLink to={asset.link} className="text-sm">
                      {EDIT_TEXT[asset.kind]}
                      <span className="sr-only">: {asset.label}</span>
                    </TextLink>
                  ) : (
                    <span className="text-sm text-muted-foreground">
                      {SOURCE_TEXT[asset.source]}
                    </span>
                  )
                ) : (
                  <span className="text-sm text-muted-foreground">{SOURCE_TEXT[asset.source]}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
