import type { z } from 'zod';
import { isoDay } from '@shared/finance/household-summary';
import type { ZCreateLegalDraft } from '@shared/legal/legal-api';
import {
  type TLegalCheck,
  type TLegalChoices,
  type TLegalDraft,
  type ZSaveLegalDraft,
} from '@shared/legal/legal-api';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { runLegalChecks } from '@shared/legal/legal-checks';
import { sameName } from '@shared/legal/legal-checks-people';
import { LEGAL_STEPS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { fieldMessages } from '../../http/error-handler';
import { householdListEtag, isCurrent, type Listed } from '../../http/list-etag';
import type { HouseholdDeps } from '../household-deps';
import { legalChoices } from './legal-choices';
import { legalDraftRows, type LegalDraftRow } from './legal-draft-repository';
import { describeDraft, parsedAnswers, toDraftView } from './legal-draft-view';
import { prefillAnswers } from './prefill';

export const SUBJECT = 'legal-wizard';
export const DRAFT_NOT_FOUND = 'This draft does not exist.';

type CreateInput = z.output<typeof ZCreateLegalDraft>;
type SaveInput = z.output<typeof ZSaveLegalDraft>;

/** The principal as the answers now give them (the interview's first step). */
function principalIn(kind: TLegalDocKind, answers: unknown) {
  const parsed = parsedAnswers(kind, answers);
  return 'testator' in parsed ? parsed.testator : parsed.principal;
}

const stateName = (code: string) => US_STATES.find(([each]) => each === code)?.[1] ?? code;

/**
 * The state sent and the principal's own must agree: the document states the principal's address
 * and follows the draft's state's law, and a Florida document for a California home is wrong in
 * both. The answers' field is named, so the interview shows it beside the state.
 */
function refuseOtherState(kind: TLegalDocKind, sent: string | undefined, answered: string | null) {
  if (!sent || !answered || sent === answered) return;
  const field = kind === 'will' ? 'answers.testator.state' : 'answers.principal.state';
  throw AppError.validation({
    [field]: `This draft follows ${stateName(sent)} law; choose ${stateName(sent)} or start a draft for ${stateName(answered)}`,
  });
}

/**
 * Issue 17: the Legal Wizard's drafts, household rows like every other record: read by whoever
 * may read the household, written by whoever may change it, through access.ts; another
 * household's draft is not found.
 */
export function createLegalDraftService(deps: HouseholdDeps & { now?: () => Date }) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());

  async function findReadable(actor: Actor, id: string): Promise<LegalDraftRow> {
    const row = await legalDraftRows.find(db, id, await access.readableOwnerIds(actor, 'estate'));
    if (!row) throw AppError.notFound(DRAFT_NOT_FOUND);
    return row;
  }

  async function findWritable(actor: Actor, id: string): Promise<LegalDraftRow> {
    const row = await legalDraftRows.find(db, id, await access.writableOwnerIds(actor, 'estate'));
    if (!row) throw AppError.notFound(DRAFT_NOT_FOUND);
    return row;
  }

  async function views(rows: readonly LegalDraftRow[]): Promise<TLegalDraft[]> {
    const versions = await legalDraftRows.versionsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toDraftView(row, versions));
  }

  async function view(row: LegalDraftRow): Promise<TLegalDraft> {
    return (await views([row]))[0]!;
  }

  return {
    findReadable,
    findWritable,
    view,

    /** The selected households' drafts, newest first, or only the ETag when unchanged. */
    async listIfChanged(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch: string | undefined,
    ): Promise<Listed<TLegalDraft[]>> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'estate');
      await activity.viewed(actor, ownerIds, SUBJECT);
      const etag = await householdListEtag(db, SUBJECT, ownerIds);
      if (isCurrent(ifNoneMatch, etag)) return { etag, items: null };
      return { etag, items: await views(await legalDraftRows.list(db, ownerIds)) };
    },

    async get(actor: Actor, id: string): Promise<TLegalDraft> {
      const row = await findReadable(actor, id);
      await activity.viewed(actor, [row.userId], SUBJECT);
      return view(row);
    },

    /** A new draft in a household the actor may add to, its answers prefilled from the records. */
    async create(actor: Actor, input: CreateInput): Promise<TLegalDraft> {
      const ownerId = await access.ownerIdForWrites(actor, input.ownerId, 'estate');
      const principalName = input.principalName || actor.fullName;
      const answers = await prefillAnswers(deps, {
        ownerId,
        kind: input.kind,
        principalName,
        state: input.state,
        // Whoever starts a document for themselves is its principal, whatever else they are named.
        principalUserId: sameName(principalName, actor.fullName) ? actor.userId : null,
        readerId: actor.userId,
      });
      const row = await legalDraftRows.insert(db, {
        userId: ownerId,
        kind: input.kind,
        state: input.state,
        principalName,
        step: 0,
        answers,
      });
      await activity.changed(actor, ownerId, 'create', SUBJECT, describeDraft(row));
      return view(row);
    },

    /** A step saved: the whole answer object, checked field by field like any form. */
    async save(actor: Actor, id: string, input: SaveInput): Promise<TLegalDraft> {
      const existing = await findWritable(actor, id);
      const kind = existing.kind as TLegalDocKind;
      const parsed = LEGAL_ANSWER_SCHEMAS[kind].safeParse(input.answers);
      if (!parsed.success)
        throw AppError.validation(
          Object.fromEntries(
            Object.entries(fieldMessages(parsed.error)).map(([path, message]) => [
              `answers.${path}`,
              message,
            ]),
          ),
        );
      const lastStep = LEGAL_STEPS[kind].length - 1;
      if (input.step > lastStep)
        throw AppError.validation({ step: `This interview has ${lastStep + 1} steps` });
      const principal = principalIn(kind, parsed.data);
      refuseOtherState(kind, input.state, principal.state);
      const row = await legalDraftRows.update(db, id, existing.userId, {
        step: input.step,
        answers: parsed.data,
        // The state whose rules apply is the one the principal lives in, as last answered (the
        // state sent, if any, agrees with it: refuseOtherState).
        state: input.state ?? principal.state ?? existing.state,
        principalName: principal.fullName ?? existing.principalName,
      });
      if (!row) throw AppError.notFound(DRAFT_NOT_FOUND);
      await activity.changed(actor, row.userId, 'update', SUBJECT, describeDraft(row));
      return view(row);
    },

    /** The draft goes; the documents it made stay in the hub and on the estate plan's cards. */
    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await findWritable(actor, id);
      if (!(await legalDraftRows.remove(db, id, [existing.userId])))
        throw AppError.notFound(DRAFT_NOT_FOUND);
      await activity.changed(actor, existing.userId, 'delete', SUBJECT, describeDraft(existing));
    },

    /** Every check of the document's kind, passed or not, on today's date. */
    async checks(actor: Actor, id: string): Promise<TLegalCheck[]> {
      const row = await findReadable(actor, id);
      const kind = row.kind as TLegalDocKind;
      return runLegalChecks(kind, parsedAnswers(kind, row.answers), isoDay(now()), row.state);
    },

    /** People and assets of the selected households to pick from (names, never numbers). */
    async choices(actor: Actor, requestedOwners?: string[]): Promise<TLegalChoices> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'estate');
      await activity.viewed(actor, ownerIds, SUBJECT);
      return legalChoices(db, ownerIds, await access.familyWritableOwnerIds(actor));
    },
  };
}

export type LegalDraftService = ReturnType<typeof createLegalDraftService>;
