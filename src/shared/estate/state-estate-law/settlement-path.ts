import { dollars, stateName, type TLawSource } from './law-source';
import { limitOn } from './small-estate-limit';
import { smallEstateProceduresOf } from './small-estate-procedures';
import {
  SMALL_ESTATE_KINDS,
  type TSmallEstateKind,
  type TSmallEstateProcedure,
} from './small-estate-types';

export type TSettlementKind = 'none_needed' | TSmallEstateKind | 'probate' | 'unknown';

export type TSettlementInput = {
  /** Two letters; null when the household's state is not on record. */
  state: string | null;
  /** What passes under the will (or without one): the decedent's probate estate. */
  probateCents: number;
  hasRealEstateInProbate: boolean;
  /** null when the records do not say. */
  spouseSurvives: boolean | null;
  /** The real estate's share of `probateCents`, when known; the rest is personal property. */
  realEstateInProbateCents?: number | null;
  /**
   * Vehicles registered with the state among the probate assets: some limits leave them out
   * (`excludesRegisteredVehicles`). Zero or absent when none is on record.
   */
  vehiclesInProbateCents?: number | null;
  /** Whether that real estate was the decedent's primary residence (homestead), when known. */
  realEstateIsPrimaryResidence?: boolean | null;
  /** Whether the decedent left a will; null when unknown. */
  hasWill?: boolean | null;
  /** ISO date of death: indexed limits are read for it. Defaults to today. */
  deathOn?: string;
};

export type TSettlementPath = {
  kind: TSettlementKind;
  /** "Small-estate affidavit after 40 days" */
  title: string;
  /** The reason in plain words, quoting only figures read from a source. */
  why: string;
  /** Days after the death before the path can be used; null when none applies or none is known. */
  waitDays: number | null;
  waitText: string;
  citation: string | null;
  source: TLawSource | null;
  sources: readonly TLawSource[];
  /** What else the family should know about the procedures chosen. */
  notes: readonly string[];
};

type Check =
  | { outcome: 'fits'; reason: string; sources: readonly TLawSource[] }
  | { outcome: 'no'; reason: string }
  | { outcome: 'unverified'; reason: string };

type Plan = { procedures: TSmallEstateProcedure[]; reasons: string[]; sources: TLawSource[] };

const possessive = (state: string) => `${stateName(state)}’s`;

const PROBATE_ASSETS = { label: 'Probate assets', plural: true };

function uniqueSources(sources: readonly TLawSource[]): TLawSource[] {
  return [...new Map(sources.map((source) => [source.url, source])).values()];
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Whether this procedure takes an amount of this size, and why, in plain words. */
function checkAmount(
  procedure: TSmallEstateProcedure,
  totalCents: number,
  what: { label: string; plural: boolean },
  deathOn: string,
  vehiclesCents = 0,
): Check {
  const limit = limitOn(procedure, deathOn);
  const named = `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation})`;
  if (!limit)
    return {
      outcome: 'unverified',
      reason: `The limit of ${named} for deaths in ${deathOn.slice(0, 4)} is unverified${procedure.indexing ? `: it is ${procedure.indexing}` : ''}.`,
    };
  const figure = `${possessive(procedure.state)} ${dollars(limit.cents)} limit (${procedure.citation}, ${limit.appliesText})`;
  const leftOut = limit.excludesRegisteredVehicles ? Math.min(vehiclesCents, totalCents) : 0;
  const valueCents = totalCents - leftOut;
  const value =
    leftOut > 0
      ? `${dollars(valueCents)} (not counting ${dollars(leftOut)} of registered vehicles, which the limit leaves out)`
      : dollars(valueCents);
  return valueCents <= limit.cents
    ? {
        outcome: 'fits',
        reason: `${what.label} of ${value} ${what.plural ? 'do' : 'does'} not exceed ${figure}.`,
        sources: limit.sources,
      }
    : {
        outcome: 'no',
        reason: `${what.label} of ${value} ${what.plural ? 'exceed' : 'exceeds'} ${figure} for a ${procedure.name.toLowerCase()}.`,
      };
}

function checkWho(procedure: TSmallEstateProcedure, input: TSettlementInput): Check | null {
  const named = `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation})`;
  if (procedure.onlyWhen === 'no_will' && input.hasWill === true)
    return { outcome: 'no', reason: `${named} is only for an estate without a will.` };
  if (procedure.onlyWhen === 'spouse_takes_all' && input.spouseSurvives !== true)
    return {
      outcome: 'no',
      reason: `${named} at this limit needs a surviving spouse who receives the whole estate.`,
    };
  return null;
}

/** A plan of one or two procedures covering the whole probate estate, or why not. */
function plansFor(input: TSettlementInput, deathOn: string): { plans: Plan[]; checks: Check[] } {
  const procedures = smallEstateProceduresOf(input.state);
  const checks: Check[] = [];
  const plans: Plan[] = [];
  const realEstate = input.hasRealEstateInProbate ? (input.realEstateInProbateCents ?? null) : 0;
  const personal = realEstate === null ? null : input.probateCents - realEstate;
  const vehicles = input.vehiclesInProbateCents ?? 0;
  const residenceOnly = (procedure: TSmallEstateProcedure): Check | null =>
    input.realEstateIsPrimaryResidence === true || realEstate === null
      ? null
      : {
          outcome: 'no',
          reason: `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation}) passes real estate only when it was the primary residence, which the records do not show.`,
        };
  const record = (check: Check) => {
    checks.push(check);
    return check.outcome === 'fits' ? check : null;
  };

  for (const procedure of procedures) {
    const who = checkWho(procedure, input);
    if (who) {
      checks.push(who);
      continue;
    }
    if (procedure.counts === 'whole_estate') {
      if (input.hasRealEstateInProbate && procedure.realEstate === 'not_covered') {
        checks.push({
          outcome: 'no',
          reason: `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation}) is not available when real estate passes under the will.`,
        });
        continue;
      }
      let counted = input.probateCents;
      let what = PROBATE_ASSETS;
      if (input.hasRealEstateInProbate && procedure.realEstate === 'primary_residence_only') {
        const notResidence = residenceOnly(procedure);
        if (notResidence || realEstate === null) {
          checks.push(
            notResidence ?? {
              outcome: 'no',
              reason: `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation}) leaves the homestead out of its limit, and the home’s value is not on record.`,
            },
          );
          continue;
        }
        counted = input.probateCents - realEstate;
        what = { label: 'Probate assets other than the homestead', plural: true };
      }
      const fits = record(checkAmount(procedure, counted, what, deathOn));
      if (fits)
        plans.push({ procedures: [procedure], reasons: [fits.reason], sources: [...fits.sources] });
    }
  }

  const personalProcedures = procedures.filter(
    (procedure) => procedure.counts === 'personal_property' && !checkWho(procedure, input),
  );
  if (!input.hasRealEstateInProbate) {
    for (const procedure of personalProcedures) {
      const fits = record(
        checkAmount(procedure, input.probateCents, PROBATE_ASSETS, deathOn, vehicles),
      );
      if (fits)
        plans.push({ procedures: [procedure], reasons: [fits.reason], sources: [...fits.sources] });
    }
    return { plans, checks };
  }

  const residenceProcedures = procedures.filter(
    (procedure) => procedure.counts === 'primary_residence' && !checkWho(procedure, input),
  );
  for (const procedure of personalProcedures)
    if (residenceProcedures.length === 0)
      checks.push({
        outcome: 'no',
        reason: `${possessive(procedure.state)} ${procedure.name.toLowerCase()} (${procedure.citation}) does not pass real estate, and real estate passes under the will.`,
      });
  for (const residence of residenceProcedures) {
    const notResidence = residenceOnly(residence);
    if (notResidence || realEstate === null || personal === null) {
      checks.push(
        notResidence ?? {
          outcome: 'no',
          reason: `The home’s value is not on record, so ${possessive(residence.state)} ${residence.name.toLowerCase()} (${residence.citation}) cannot be checked.`,
        },
      );
      continue;
    }
    const home = record(
      checkAmount(residence, realEstate, { label: 'The home’s value', plural: false }, deathOn),
    );
    if (!home) continue;
    if (personal <= 0) {
      plans.push({ procedures: [residence], reasons: [home.reason], sources: [...home.sources] });
      continue;
    }
    for (const procedure of personalProcedures) {
      const rest = record(
        checkAmount(
          procedure,
          personal,
          { label: 'Personal property', plural: false },
          deathOn,
          vehicles,
        ),
      );
      if (rest)
        plans.push({
          procedures: [residence, procedure],
          reasons: [home.reason, rest.reason],
          sources: [...home.sources, ...rest.sources],
        });
    }
  }
  return { plans, checks };
}

const rank = (plan: Plan) =>
  Math.max(...plan.procedures.map((procedure) => SMALL_ESTATE_KINDS.indexOf(procedure.kind))) * 10 +
  plan.procedures.filter((procedure) => procedure.court).length;

function waitOf(procedures: readonly TSmallEstateProcedure[]): number | null {
  const waits = procedures.map((procedure) => procedure.waitDays);
  return waits.every((wait) => wait === null) ? null : Math.max(...waits.map((wait) => wait ?? 0));
}

function pathOf(plan: Plan): TSettlementPath {
  const waitDays = waitOf(plan.procedures);
  const [first] = plan.procedures;
  const names = plan.procedures.map((procedure, index) =>
    index === 0 ? procedure.name : procedure.name.toLowerCase(),
  );
  const sources = uniqueSources([
    ...plan.sources,
    ...plan.procedures.flatMap((procedure) => procedure.sources),
  ]);
  return {
    kind: plan.procedures.reduce<TSmallEstateKind>(
      (most, procedure) =>
        SMALL_ESTATE_KINDS.indexOf(procedure.kind) > SMALL_ESTATE_KINDS.indexOf(most)
          ? procedure.kind
          : most,
      first!.kind,
    ),
    title: waitDays ? `${names.join(' and ')} after ${waitDays} days` : names.join(' and '),
    why: plan.reasons.join(' '),
    waitDays,
    waitText: waitDays
      ? `${waitDays} days after the death (${plan.procedures.map((procedure) => procedure.citation).join('; ')})`
      : 'No waiting period is stated in the sources read',
    citation: plan.procedures.map((procedure) => procedure.citation).join('; '),
    source: sources[0] ?? null,
    sources,
    notes: plan.procedures.flatMap((procedure) => procedure.notes),
  };
}

/**
 * The cheapest way to settle the probate estate that the state's law, as read, allows: nothing
 * when nothing passes under the will; an affidavit before a summary administration before a court
 * petition; probate when none fits; "unknown" when the state's rules (or the limit for the year of
 * death) are not on record. Only figures read from a cited source appear in the reason.
 */
export function settlementPath(input: TSettlementInput): TSettlementPath {
  const deathOn = input.deathOn ?? today();
  const state = input.state;
  if (input.probateCents <= 0)
    return {
      kind: 'none_needed',
      title: 'No probate or small-estate procedure needed',
      why: 'Nothing on record passes under the will: each asset has a named beneficiary, a surviving owner or a trust.',
      waitDays: null,
      waitText: 'No waiting period',
      citation: null,
      source: null,
      sources: [],
      notes: [],
    };
  const amount = dollars(input.probateCents);
  const unknown = (why: string): TSettlementPath => ({
    kind: 'unknown',
    title: state
      ? `Find out whether a ${stateName(state)} small-estate procedure fits`
      : 'Find out whether a small-estate procedure fits',
    why,
    waitDays: null,
    waitText: 'Unverified',
    citation: null,
    source: null,
    sources: [],
    notes: [],
  });
  if (!state)
    return unknown(
      `Probate assets of ${amount} pass under the will, and the household’s state is not on record: ask the probate court or an attorney whether a small-estate procedure fits (unverified).`,
    );
  if (smallEstateProceduresOf(state).length === 0)
    return unknown(
      `Probate assets of ${amount} pass under the will, and no small-estate rules for ${stateName(state)} are on record in Nido (unverified): ask the probate court or an attorney whether one fits.`,
    );

  const { plans, checks } = plansFor(input, deathOn);
  const cheapest = [...plans].sort((a, b) => rank(a) - rank(b))[0];
  if (cheapest) return pathOf(cheapest);
  const unverified = checks.filter((check) => check.outcome === 'unverified');
  if (unverified.length > 0)
    return unknown(
      `Probate assets of ${amount} pass under the will. ${unverified.map((check) => check.reason).join(' ')} Ask the probate court which procedure fits.`,
    );
  return {
    kind: 'probate',
    title: 'Probate',
    why: `No small-estate procedure on record fits. ${checks.map((check) => check.reason).join(' ')}`,
    waitDays: null,
    waitText: 'Through the court; how long it takes depends on the court and the estate',
    citation: null,
    source: null,
    sources: [],
    notes: [],
  };
}
