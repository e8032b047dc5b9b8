import type { z } from 'zod';
import type { ZInstrumentInput } from '@shared/estate/estate-schemas';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { estateRecords } from './estate-records';
import { assertInstrumentReferences } from './estate-references';
import { instrumentRows, type InstrumentRecord } from './instrument-rows';
import { describeInstrument } from './instrument-view';
import { assertNotInFuture } from './past-dates';

type InstrumentInput = z.output<typeof ZInstrumentInput>;

/**
 * Issue 14: the documents of the estate plan (will, trust, powers of attorney, directives…), one
 * card each, as household rows like accounts. Everything a card points at (the document from the
 * hub, the family members and advisors it names, the assets a trust holds) must be the same
 * household's; its next review is read from the household's life events.
 */
export function createInstrumentService(deps: HouseholdDeps & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return ownedCrud({
    ...estateRecords(deps),
    describe: describeInstrument,
    rows: instrumentRows,
    toView: (row: InstrumentRecord) => row.view,
    notFound: 'This estate plan document does not exist.',
    async toColumns(input: InstrumentInput, ownerId: string, existing?: InstrumentRecord) {
      assertNotInFuture({ signedOn: input.signedOn, lastReviewedOn: input.lastReviewedOn }, now());
      await assertInstrumentReferences(deps.db, ownerId, input, existing);
      return {
        kind: input.kind,
        variant: input.variant,
        principalName: input.principalName,
        status: input.status,
        signedOn: input.signedOn,
        signedState: input.signedState,
        originalLocation: input.originalLocation,
        documentId: input.documentId,
        lastReviewedOn: input.lastReviewedOn,
        reviewEveryMonths: input.reviewEveryMonths,
        people: input.people,
        funding: input.funding,
        notes: input.notes,
      };
    },
  });
}

export type InstrumentService = ReturnType<typeof createInstrumentService>;
