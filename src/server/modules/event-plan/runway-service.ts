import { COMPOSITE_VIEW_NEEDS } from '@shared/advisors/advisor-scope';
import { and, eq, inArray } from 'drizzle-orm';
import type { TAssetClass } from '@shared/investments/investment-schemas';
import { holdingValueCents } from '@shared/investments/valuation';
import { survivorRunway } from '@shared/triggering-event/runway';
import type { TRunway } from '@shared/triggering-event/plan-schemas';
import type { Actor } from '../../auth/actor';
import {
  assets,
  eventTasks,
  expenses,
  holdings,
  insurancePolicies,
  investmentAccounts,
  triggerEvents,
} from '../../db/schema';
import type { EventPlanDeps } from './event-plan-deps';
import { insuresOwner } from './fact-text';
import { namesOf } from './plan-people';

const SUBJECT = 'triggering-event';

/** Accounts whose balance the family can spend at once (the Accounts screen's bank types). */
const LIQUID_ACCOUNT_TYPES = ['checking', 'savings'];
/**
 * Cash held in a taxable brokerage account can be withdrawn at once; cash inside a retirement
 * account or a 529 cannot without taxes or penalties, so it is not counted.
 */
const CASH_ACCOUNT_TYPES = ['brokerage'];

/** Issue 15 Deliver 5: the survivor runway of one household, before and after the event. */
export function createRunwayService(deps: EventPlanDeps) {
  const { db, access, activity } = deps;

  async function liquidAccounts(ownerId: string) {
    const [banks, cash] = await Promise.all([
      db
        .select({
          institution: assets.institutionName,
          account: assets.accountName,
          balanceCents: assets.balanceCents,
        })
        .from(assets)
        .where(and(eq(assets.userId, ownerId), inArray(assets.type, LIQUID_ACCOUNT_TYPES)))
        .orderBy(assets.createdAt, assets.id),
      db
        .select({
          accountId: investmentAccounts.id,
          institution: investmentAccounts.institutionName,
          account: investmentAccounts.accountName,
          assetClass: holdings.assetClass,
          quantity: holdings.quantity,
          priceMicros: holdings.priceMicros,
          priceAsOf: holdings.priceAsOf,
        })
        .from(holdings)
        .innerJoin(investmentAccounts, eq(investmentAccounts.id, holdings.accountId))
        .where(
          and(
            eq(holdings.userId, ownerId),
            eq(holdings.assetClass, 'cash'),
            inArray(investmentAccounts.type, CASH_ACCOUNT_TYPES),
          ),
        )
        .orderBy(investmentAccounts.createdAt, holdings.createdAt),
    ]);
    const cashByAccount = new Map<string, { name: string; balanceCents: number }>();
    for (const holding of cash) {
      // Valued as the Investments screen values it (cash at face value).
      const value = holdingValueCents({
        assetClass: holding.assetClass as TAssetClass,
        quantity: holding.quantity,
        price:
          holding.priceMicros === null || holding.priceAsOf === null
            ? null
            : { priceMicros: holding.priceMicros, asOf: holding.priceAsOf, source: 'manual' },
      });
      if (value === null) continue;
      const entry = cashByAccount.get(holding.accountId) ?? {
        name: `${holding.institution} · ${holding.account} (cash)`,
        balanceCents: 0,
      };
      entry.balanceCents += value;
      cashByAccount.set(holding.accountId, entry);
    }
    return [
      ...banks.map((bank) => ({
        name: `${bank.institution} · ${bank.account}`,
        balanceCents: bank.balanceCents,
      })),
      ...[...cashByAccount.values()].map((entry) => ({
        ...entry,
        balanceCents: Math.round(entry.balanceCents),
      })),
    ];
  }

  /** The household's current event, if unlocked: its kind, and the bills its plan cancels. */
  async function currentEvent(ownerId: string) {
    const [event] = await db
      .select({ id: triggerEvents.id, kind: triggerEvents.kind })
      .from(triggerEvents)
      .where(and(eq(triggerEvents.userId, ownerId), eq(triggerEvents.status, 'unlocked')));
    if (!event) return { kind: 'death' as const, cancelled: [] };
    const cancelled = await db
      .select({ id: eventTasks.subjectId })
      .from(eventTasks)
      .where(
        and(
          eq(eventTasks.eventId, event.id),
          eq(eventTasks.subjectKind, 'expense'),
          eq(eventTasks.decision, 'cancel'),
        ),
      );
    return { kind: event.kind, cancelled: cancelled.flatMap((row) => (row.id ? [row.id] : [])) };
  }

  return {
    /**
     * "After the event" is after the household's unlocked event, or, before any, after a death:
     * the owner's life insurance pays its face amount and its premium ends. An incapacity pays
     * nothing on record and ends no premium.
     */
    async runway(actor: Actor, owner: string | undefined): Promise<TRunway> {
      const [ownerId] = await access.selectedOwnerIds(
        actor,
        owner ? [owner] : undefined,
        COMPOSITE_VIEW_NEEDS.runway,
      );
      if (!ownerId) throw new Error('selectedOwnerIds answered no household');
      const [obligations, liquid, policies, event, names] = await Promise.all([
        db
          .select({
            id: expenses.id,
            vendor: expenses.vendor,
            costCents: expenses.costCents,
            frequency: expenses.frequency,
          })
          .from(expenses)
          .where(eq(expenses.userId, ownerId))
          .orderBy(expenses.createdAt, expenses.id),
        liquidAccounts(ownerId),
        db
          .select({
            kind: insurancePolicies.kind,
            carrier: insurancePolicies.carrier,
            insuredName: insurancePolicies.insuredName,
            faceAmountCents: insurancePolicies.faceAmountCents,
            premiumExpenseId: insurancePolicies.premiumExpenseId,
          })
          .from(insurancePolicies)
          .where(eq(insurancePolicies.userId, ownerId))
          .orderBy(insurancePolicies.createdAt, insurancePolicies.id),
        currentEvent(ownerId),
        namesOf(db, [ownerId]),
      ]);
      const ownerName = names.get(ownerId) ?? '';
      const ownLife =
        event.kind === 'death'
          ? policies.filter(
              (policy) => policy.kind === 'life' && insuresOwner(ownerName, policy.insuredName),
            )
          : [];
      await activity.viewed(actor, [ownerId], SUBJECT);
      return survivorRunway({
        ownerId,
        obligations,
        liquidAccounts: liquid,
        payouts: ownLife
          .filter((policy) => (policy.faceAmountCents ?? 0) > 0)
          .map((policy) => ({
            name: `${policy.carrier} life policy`,
            amountCents: policy.faceAmountCents ?? 0,
          })),
        endingObligationIds: new Set([
          ...event.cancelled,
          ...ownLife.flatMap((policy) =>
            policy.premiumExpenseId ? [policy.premiumExpenseId] : [],
          ),
        ]),
      });
    },
  };
}
