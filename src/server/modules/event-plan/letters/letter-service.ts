import { and, asc, eq } from 'drizzle-orm';
import { isoDay } from '@shared/finance/household-summary';
import type { Actor } from '../../../auth/actor';
import { properties } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { EventPlanDeps } from '../event-plan-deps';
import { factValue } from '../fact-text';
import { namesOf } from '../plan-people';
import { visiblePlan } from '../plan-event';
import { findTask } from '../plan-rows';
import { LETTER_KINDS, type LetterKind } from '../templates/template-types';
import { BLANK, letterContent } from './letter-content';
import { CREDIT_BUREAUS, SINGLE_LETTER, letterOptions } from './letter-options';
import { renderLetterPdf } from './letter-pdf';

const SUBJECT = 'triggering-event';

function isLetterKind(kind: string | null): kind is LetterKind {
  return (LETTER_KINDS as readonly (string | null)[]).includes(kind);
}

/** The household's home on record, for the letter's "last address": a primary residence first. */
async function homeAddress(deps: EventPlanDeps, ownerId: string): Promise<string | null> {
  const homes = await deps.db
    .select({ address: properties.addressFull, homeType: properties.homeType })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), eq(properties.kind, 'home')))
    .orderBy(asc(properties.createdAt));
  const home = homes.find((each) => each.homeType === 'primary_residence') ?? homes[0];
  return home?.address ?? null;
}

/** "nido-letter-equifax-2026-11-25.pdf" */
function fileName(recipient: string, day: string): string {
  const slug = recipient
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `nido-letter-${slug || 'letter'}-${day}.pdf`;
}

/**
 * The letters of a plan's tasks as PDFs (credit bureaus, Social Security, banks, insurers,
 * utilities and other bills), for everyone who may see the plan. Each download is logged in the
 * owner's activity log, like a printed binder.
 */
export function createLetterService(deps: EventPlanDeps) {
  return {
    async letter(
      actor: Actor,
      taskId: string,
      option: string | undefined,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const task = await findTask(deps.db, taskId);
      if (!task) throw AppError.notFound('This task does not exist.');
      const { event } = await visiblePlan(deps, actor, task.eventId);
      if (!isLetterKind(task.letterKind)) throw AppError.notFound('This task has no letter.');
      const options = letterOptions(task.letterKind, task.facts);
      const chosen = options.find((each) => each.key === (option ?? SINGLE_LETTER));
      if (!chosen)
        throw AppError.validation(
          task.letterKind === 'credit_bureau'
            ? { option: `Choose ${CREDIT_BUREAUS.map((bureau) => bureau.label).join(', ')}` }
            : { option: 'This task has one letter: leave the option out' },
        );
      const today = isoDay(deps.now());
      const [names, lastAddress] = await Promise.all([
        namesOf(deps.db, [event.ownerId]),
        homeAddress(deps, event.ownerId),
      ]);
      const content = letterContent({
        letterKind: task.letterKind,
        eventKind: event.kind,
        recipient: chosen.label,
        personName: names.get(event.ownerId) ?? BLANK,
        eventDate: event.eventDate,
        lastAddress,
        writerName: actor.fullName || actor.email,
        today,
        facts: task.facts,
        decision: task.decision,
        lifePolicy: factValue(task.facts, 'Policy') === 'Life',
      });
      const pdf = await renderLetterPdf(content, deps.now());
      await deps.activity.printed(actor, event.ownerId, SUBJECT, `Letter to ${chosen.label} (PDF)`);
      return { pdf, fileName: fileName(chosen.label, today) };
    },
  };
}
