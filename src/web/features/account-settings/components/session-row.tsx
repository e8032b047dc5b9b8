import { Laptop, Smartphone } from 'lucide-react';
import type { TSessionSummary } from '@shared/account/account-schemas';
import { Badge } from '@web/components/ui/badge';
import { timeAgo } from '../lib/relative-time';
import { describeUserAgent } from '../lib/user-agent';

const FULL_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const PHONE = /iPhone|iPod|Android.*Mobile|Mobile Safari/;

export function SessionRow({ session, now }: { session: TSessionSummary; now: Date }) {
  const Icon = session.userAgent && PHONE.test(session.userAgent) ? Smartphone : Laptop;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {describeUserAgent(session.userAgent)}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-muted-foreground">
          {session.ipAddress && `${session.ipAddress} · `}
          {session.current ? (
            'Active now'
          ) : (
            <>
              Last active{' '}
              <time
                dateTime={session.lastActiveAt}
                title={FULL_DATE.format(new Date(session.lastActiveAt))}
              >
                {timeAgo(session.lastActiveAt, now)}
              </time>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
