import { useId, type CSSProperties, type ReactNode } from 'react';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { RevealableNumber } from '@web/components/ui/revealable-number';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
import { cn } from '@web/lib/utils';
import { RecordDetail } from './record-detail';

type Props = {
  /** The card's heading, which names the article. */
  title: ReactNode;
  /** What the record is called in its buttons' names ("Edit Chase Everyday Checking"). */
  name: string;
  /** The household it belongs to: its badge on a merged list, and who may change it. */
  ownerId: string;
  /** A kind above the title ("Mortgage", "Vehicle"). */
  kind?: string;
  /** A line under the title (the institution, the role and firm). */
  subtitle?: ReactNode;
  /** The headline figure, right of the title (see RecordFigure). */
  figure?: ReactNode;
  /** Before the details (an advisor's Call and Email). */
  lead?: ReactNode;
  /** The last 4 of the record's secret number, shown masked first of the details. */
  numberLast4?: string | null;
  /** Asks the server for the whole number, for Show where the viewer may reveal it. */
  revealNumber?: () => Promise<string | null>;
  /** What the number is called. */
  numberTerm?: string;
  /** The details' rows (RecordDetail), after the number. */
  details?: ReactNode;
  /** The record's notes, last of the details when there are any. */
  notes?: string | null;
  /** The width of the details' terms (`8rem`), which the longest term needs. */
  termWidth?: string;
  /** After the details (holdings, finances, access). */
  children?: ReactNode;
  /** Buttons before Edit and Delete (Payoff schedule, Add holding). */
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Set when a link can lead straight to the card (`#policy-<id>`): it can then take focus. */
  anchorId?: string;
  className?: string;
};

/**
 * One household record as a card: its kind, title, subtitle and household above its headline
 * figure; its details (the masked number with Show, the feature's rows, the notes); what else the
 * feature shows; and its buttons, with Edit and Delete only for who may change its household.
 */
export function RecordCard({
  title,
  name,
  ownerId,
  kind,
  subtitle,
  figure,
  lead,
  numberLast4,
  revealNumber,
  numberTerm = 'Account number',
  details,
  notes,
  termWidth = '9rem',
  children,
  actions,
  onEdit,
  onDelete,
  anchorId,
  className,
}: Props) {
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  return (
    <Card
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
      role="article"
      aria-labelledby={titleId}
      className={cn('flex flex-col', anchorId && 'scroll-mt-24', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div className={cn('grid min-w-0', kind ? 'gap-1.5' : 'gap-1')}>
          {kind && (
            <Badge variant="secondary" className="w-fit">
              {kind}
            </Badge>
          )}
          {/* wrap-anywhere, not break-words: a name without spaces, as imports write them, must
              narrow the card too, or it widens a phone's page. */}
          <CardTitle id={titleId} className="leading-snug wrap-anywhere">
            {title}
          </CardTitle>
          {subtitle && <p className="text-sm wrap-anywhere text-muted-foreground">{subtitle}</p>}
          <OwnerBadge ownerId={ownerId} className="w-fit" />
        </div>
        {figure}
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0">
        {lead}
        <dl
          className="grid gap-2 text-sm"
          style={{ '--record-term-width': termWidth } as CSSProperties}
        >
          {revealNumber && (
            <RecordDetail term={numberTerm}>
              <RevealableNumber
                last4={numberLast4 ?? null}
                reveal={revealNumber}
                revealable={mayReveal(ownerId)}
                label={`${numberTerm.toLowerCase()} of ${name}`}
              />
            </RecordDetail>
          )}
          {details}
          {notes && (
            <RecordDetail term="Notes">
              <span className="whitespace-pre-line">{notes}</span>
            </RecordDetail>
          )}
        </dl>
        {children}
        <div className="mt-auto flex flex-wrap gap-2">
          {actions}
          <EditDeleteButtons name={name} ownerId={ownerId} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </CardContent>
    </Card>
  );
}
