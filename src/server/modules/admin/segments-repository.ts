import { sql, type SQL } from 'drizzle-orm';
import { PAID_PLANS } from '@shared/subscription/billing-api';
import type { TFunnelCounts } from '@shared/admin/admin-api';
import type { Database } from '../../db/client';

export type Instants = { start: Date; end: Date };
export type WeekFunnel = TFunnelCounts & { weekStart: string };
export type CampaignFunnel = TFunnelCounts & {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const paidPlans = sql.join(
  PAID_PLANS.map((plan) => sql`${plan}`),
  sql`, `,
);

/**
 * The people who registered in the range, one row each, with how far they got:
 * verified their address, finished onboarding, and hold or held a paid plan (Annual or
 * Lifetime). "Held" counts a plan that has since lapsed, been cancelled or refunded: its row keeps
 * the paid plan type, or at least the Stripe subscription or payment it was bought with.
 *
 * Their campaign is the one their registration was tracked with (spec §7 track-conversion
 * `registration`, or the `registration_completed` event). A registration made signed in (with an
 * invitation) carries the user id; one made before the address is verified does not, and is
 * linked through the browser's analytics session id when that browser later tracked anything
 * signed in as the person: the first registration from that browser at or after the account was
 * created. People with no linked registration have no campaign ("not given").
 */
function registeredPeople(range: Instants): SQL {
  return sql`
    people as (
      select
        u.id,
        u.created_at,
        u.email_verified as verified,
        p.onboarding_completed_at is not null as onboarded,
        coalesce(
          s.plan_type in (${paidPlans})
            or s.stripe_subscription_id is not null
            or s.stripe_payment_intent_id is not null,
          false
        ) as subscribed
      from users u
      left join profiles p on p.id = u.id
      left join subscriptions s on s.user_id = u.id
      where u.created_at >= ${at(range.start)} and u.created_at < ${at(range.end)}
    ),
    registrations as (
      select user_id, session_id, utm_source, utm_medium, utm_campaign, created_at, 0 as preference
      from analytics_conversions where conversion_type = 'registration'
      union all
      select user_id, session_id, utm_source, utm_medium, utm_campaign, created_at, 1
      from analytics_events where event_name = 'registration_completed'
    ),
    browsers as (
      select user_id, session_id from analytics_events
      where user_id is not null and session_id is not null
      union
      select user_id, session_id from analytics_conversions
      where user_id is not null and session_id is not null
    ),
    candidates as (
      select people.id, r.utm_source, r.utm_medium, r.utm_campaign, r.created_at, r.preference,
        true as direct
      from people
      join registrations r on r.user_id = people.id
      union all
      select people.id, r.utm_source, r.utm_medium, r.utm_campaign, r.created_at, r.preference,
        false
      from people
      join browsers b on b.user_id = people.id
      join registrations r
        on r.session_id = b.session_id
        and r.user_id is null
        and r.created_at >= people.created_at
    ),
    attributed as (
      select distinct on (id)
        id,
        nullif(btrim(utm_source), '') as utm_source,
        nullif(btrim(utm_medium), '') as utm_medium,
        nullif(btrim(utm_campaign), '') as utm_campaign
      from candidates
      order by id, direct desc, created_at, preference
    )`;
}

const funnelCounts = sql`
  count(*)::int as registered,
  count(*) filter (where people.verified)::int as verified,
  count(*) filter (where people.onboarded)::int as onboarded,
  count(*) filter (where people.subscribed)::int as subscribed`;

function toFunnel(row: Row): TFunnelCounts {
  return {
    registered: Number(row.registered),
    verified: Number(row.verified),
    onboarded: Number(row.onboarded),
    subscribed: Number(row.subscribed),
  };
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Aggregates only: no row of a person leaves the database. Weeks start on Monday, in UTC. */
export function createSegmentsRepository(db: Database) {
  return {
    /** The funnel of each week (Monday, UTC) that had registrations; empty weeks are absent. */
    async funnelByWeek(range: Instants): Promise<WeekFunnel[]> {
      const result = await db.execute(sql`
        with ${registeredPeople(range)}
        select
          to_char(date_trunc('week', people.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
          ${funnelCounts}
        from people
        group by 1
        order by 1`);
      return rowsOf(result).map((row) => ({ weekStart: String(row.week_start), ...toFunnel(row) }));
    },

    /** The funnel of each campaign, largest first; "not given" (all null) is one row. */
    async funnelByCampaign(range: Instants): Promise<CampaignFunnel[]> {
      const result = await db.execute(sql`
        with ${registeredPeople(range)}
        select
          attributed.utm_source,
          attributed.utm_medium,
          attributed.utm_campaign,
          ${funnelCounts}
        from people
        left join attributed on attributed.id = people.id
        group by 1, 2, 3
        order by registered desc, 1 nulls last, 2 nulls last, 3 nulls last`);
      return rowsOf(result).map((row) => ({
        utmSource: textOrNull(row.utm_source),
        utmMedium: textOrNull(row.utm_medium),
        utmCampaign: textOrNull(row.utm_campaign),
        ...toFunnel(row),
      }));
    },

    /** People per plan among subscriptions active now, largest first. */
    async planMix(): Promise<{ planType: string; users: number }[]> {
      const result = await db.execute(sql`
        select plan_type, count(*)::int as users
        from subscriptions
        where status = 'active'
        group by plan_type
        order by users desc, plan_type`);
      return rowsOf(result).map((row) => ({
        planType: String(row.plan_type),
        users: Number(row.users),
      }));
    },

    /**
     * Distinct people active in the 7 and 30 days before `now`: a session used then (its last
     * activity), or anything tracked signed in as them. Signing out deletes a session, so someone
     * who signed out and tracked nothing since is not counted.
     */
    async activeUsers(now: Date): Promise<{ last7Days: number; last30Days: number }> {
      const day = 24 * 60 * 60 * 1000;
      const since7 = new Date(now.getTime() - 7 * day);
      const since30 = new Date(now.getTime() - 30 * day);
      const result = await db.execute(sql`
        with activity as (
          select user_id, last_active_at as at from sessions
          union all
          select user_id, created_at from analytics_events where user_id is not null
          union all
          select user_id, created_at from analytics_conversions where user_id is not null
        )
        select
          count(distinct user_id) filter (where at >= ${at(since7)})::int as last7,
          count(distinct user_id)::int as last30
        from activity
        where at >= ${at(since30)} and at <= ${at(now)}`);
      const [row] = rowsOf(result);
      return { last7Days: Number(row?.last7 ?? 0), last30Days: Number(row?.last30 ?? 0) };
    },
  };
}
