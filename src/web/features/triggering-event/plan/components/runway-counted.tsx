import { useId, type ReactNode } from 'react';
import { formatCents } from '@shared/finance/money';
import type {
  TRunway,
  TRunwayMoneyLine,
  TRunwayWait,
} from '@shared/triggering-event/runway-schemas';
import { formatMonths } from '../lib/format-months';

/** "= 8.5 months", or that there is nothing monthly to cover. */
function monthsResult(months: number | null): string {
  return months === null ? 'Nothing monthly to cover' : formatMonths(months);
}

/** A titled part of the arithmetic: a heading and its lines, as a description list. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    // content-start: beside a taller column the section stretches, and its rows must not spread.
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        {title}
      </h3>
      <dl className="grid gap-2 text-sm">{children}</dl>
    </section>
  );
}

function Row({
  name,
  amount,
  note,
  strong,
}: {
  name: ReactNode;
  amount: string;
  note?: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 border-t pt-2 font-medium'
          : 'grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5'
      }
    >
      <dt className={strong ? 'wrap-anywhere' : 'wrap-anywhere text-muted-foreground'}>{name}</dt>
      <dd className="text-right tabular-nums">{amount}</dd>
      {note && <dd className="col-span-2 text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/**
 * How long it takes, and where that was read; "unverified" when nobody read it. The citation goes
 * inside the sentence ("… 30 days (Cal. Ins. Code § 10172.5).") rather than after its full stop.
 */
function WaitNote({ wait, label }: { wait: TRunwayWait; label: string }) {
  if (!wait.text) return <span>{label}: not worked out for this household yet (unverified).</span>;
  const sentence = wait.text.trim().replace(/\.$/, '');
  const cited = wait.citation ? ` (${wait.citation})` : wait.source?.url ? '' : ' (unverified)';
  return (
    <span>
      {label}: {sentence}
      {cited}.
      {wait.source?.url && (
        <>
          {' '}
          Source:{' '}
          <a className="underline" href={wait.source.url} target="_blank" rel="noreferrer">
            {wait.source.label}
          </a>
          {wait.source.readOn && `, read ${wait.source.readOn}`}.
        </>
      )}
    </span>
  );
}

function MoneyLines({ lines }: { lines: readonly TRunwayMoneyLine[] }) {
  return lines.map((line, index) => (
    <Row
      key={`${line.name}-${index}`}
      name={line.name}
      amount={formatCents(line.cents)}
      note={
        <>
          {line.why}.
          {line.wait && (
            <>
              {' '}
              <WaitNote wait={line.wait} label="Usual time to pay" />
            </>
          )}
        </>
      }
    />
  ));
}

/** Now: every liquid balance of the household against every monthly obligation. */
export function RunwayNow({ runway }: { runway: TRunway }) {
  if (runway.liquidAccounts.length === 0) return null;
  return (
    <Part title="Now: liquid accounts">
      {runway.liquidAccounts.map((account, index) => (
        <Row
          key={`${account.name}-${index}`}
          name={account.name}
          amount={formatCents(account.balanceCents)}
        />
      ))}
      <Row name="Total" amount={formatCents(runway.liquidAssetsCents)} strong />
      <Row
        name={`÷ ${formatCents(runway.monthlyObligationsCents)} a month`}
        amount={`= ${monthsResult(runway.monthsNow)}`}
        strong
      />
    </Part>
  );
}

/**
 * After the event, line by line: the money the survivors can reach, what waits for probate and
 * what is left out (each with why), the obligations before and after, and the months covered.
 */
export function RunwayAfterEvent({ runway }: { runway: TRunway }) {
  const death = runway.kind === 'death';
  const reachable = runway.reachableAccountsCents + runway.insurancePayoutsCents;
  return (
    <div className="grid gap-6">
      <Part title="After the event: money the survivors can reach">
        {runway.counted.length === 0 ? (
          <Row name="Nothing on record" amount={formatCents(0)} />
        ) : (
          <MoneyLines lines={runway.counted} />
        )}
        <Row name="Counted" amount={formatCents(reachable)} strong />
      </Part>
      {runway.waiting.length > 0 && (
        <Part title="Waiting for probate or a small-estate procedure (not counted)">
          <MoneyLines lines={runway.waiting} />
          <Row
            name="Waiting"
            amount={formatCents(runway.waitingCents)}
            strong
            note={
              runway.waitingPath && <WaitNote wait={runway.waitingPath} label="Expected wait" />
            }
          />
        </Part>
      )}
      {runway.excluded.length > 0 && (
        <Part title="Not counted">
          <MoneyLines lines={runway.excluded} />
        </Part>
      )}
      <Part title="Monthly obligations after the event">
        <Row
          name="All monthly obligations"
          amount={`${formatCents(runway.monthlyObligationsCents)} a month`}
        />
        {runway.endingObligations.map((obligation, index) => (
          <Row
            key={`${obligation.name}-${index}`}
            name={`− ${obligation.name}`}
            amount={`${formatCents(obligation.monthlyCents)} a month`}
            note={`${obligation.why}.`}
          />
        ))}
        <Row
          name="Continuing"
          amount={`${formatCents(runway.continuingMonthlyCents)} a month`}
          strong
        />
      </Part>
      <Part title="Months covered after the event">
        <Row
          name={`${formatCents(reachable)} ÷ ${formatCents(runway.continuingMonthlyCents)} a month`}
          amount={`= ${monthsResult(runway.monthsAfterEvent)}`}
          strong
        />
      </Part>
      <p className="text-xs text-muted-foreground">
        {death
          ? `Counted: accounts in the survivors’ names, joint accounts with survivorship, and payable-on-death accounts and life insurance paid to the household. Retirement accounts, 529s and investments other than cash are not counted. Whose account is whose comes from each account’s owner and beneficiary, and from the estate plan’s titling; ${runway.personName} is taken as the one who died.`
          : `After an incapacity nothing waits for probate and no life policy pays; only what the plan cancels ends.`}
      </p>
    </div>
  );
}
