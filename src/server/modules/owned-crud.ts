import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import type { Database } from '../db/client';
import type { Queryable } from '../db/owned-rows';
import type { Access } from '../auth/access';
import type { Actor } from '../auth/actor';
import { AppError } from '../http/app-error';
import { householdListEtag, isCurrent, type Listed } from '../http/list-etag';
import type { FieldCipher } from '../platform/crypto/field-encryption';
import type { ActivityLog, ActivitySubject } from './family/activity-log';
import { csvOf, type CsvExport } from './csv-export';
import { assertLinkedFields, type LinkedFields } from './linked-fields';
import { revealSealedNumber } from './reveal-number';
import { sealedNumberColumns, storedNumber, type SealedNumberField } from './sealed-number-field';

type Options<Row, NewRow, Input, View, Sealed extends string, Csv> = {
  db: Database;
  access: Access;
  activity: ActivityLog;
  /** What the owner's activity log calls this data. */
  subject: ActivitySubject;
  /** The section an advisor's grant must open to reach these rows (issue 35). */
  section: TAdvisorSection;
  /** A short label of one row for the activity log (e.g. the institution and account name). */
  describe: (row: Row) => string;
  rows: {
    list(db: Queryable, ownerIds: string[]): Promise<Row[]>;
    find(db: Queryable, id: string, ownerIds: string[]): Promise<Row | null>;
    insert(db: Queryable, values: NewRow): Promise<Row>;
    update(
      db: Queryable,
      id: string,
      ownerId: string,
      values: Partial<NewRow>,
    ): Promise<Row | null>;
    remove(db: Queryable, id: string, ownerIds: string[]): Promise<boolean>;
  };
  toView: (row: Row) => View;
  /**
   * Validated input → columns (without the owner and the sealed number). May check references
   * (async); on an update it gets the stored row, so references saved before need not be checked
   * again.
   */
  toColumns: (
    input: Input,
    ownerId: string,
    existing?: Row,
  ) => Omit<NewRow, 'userId'> | Promise<Omit<NewRow, 'userId'>>;
  notFound: string;
  /** Fields holding the id of another row, which must be the same household's (checked first). */
  links?: LinkedFields<Input>;
  /** The input field of a secret number the row keeps sealed; its owner may reveal it. */
  sealedNumber?: Sealed;
  /** The rows as a CSV file, for a household taking its data out. */
  csv?: Csv;
} & ([Sealed] extends [never] ? unknown : { cipher: FieldCipher });

type NumberReveal = {
  /** The full number of one row, for the person who asks to see it (logged). */
  revealNumber(actor: Actor, id: string): Promise<string | null>;
};
type CsvExporter = {
  /** The selected households' rows as a CSV file (numbers masked), logged as an export. */
  exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string>;
};

/**
 * List, create, update and delete for a household table, with every read and write going through
 * access.ts: reads see the allowed owners' rows, new rows land in the household the actor names and
 * may add to (by default their own), and a row of another household answers 404. A record kind
 * that keeps a sealed number, or that households can export, says so and gets those too.
 */
export function ownedCrud<
  Row extends { userId: string },
  NewRow extends { userId: string },
  Input,
  View,
  Sealed extends SealedNumberField<Row, Input> = never,
  Csv extends CsvExport<View> = never,
>(options: Options<Row, NewRow, Input, View, Sealed, Csv>) {
  const { db, access, activity, subject, section, describe, rows, toView, notFound } = options;
  const cipher = (options as { cipher?: FieldCipher }).cipher;

  async function findReadable(actor: Actor, id: string): Promise<Row> {
    const row = await rows.find(db, id, await access.readableOwnerIds(actor, section));
    if (!row) throw AppError.notFound(notFound);
    return row;
  }

  async function findWritable(actor: Actor, id: string): Promise<Row> {
    const row = await rows.find(db, id, await access.writableOwnerIds(actor, section));
    if (!row) throw AppError.notFound(notFound);
    return row;
  }

  /** The columns a create or update writes, but the owner. */
  async function columnsOf(input: Input, ownerId: string, existing?: Row) {
    if (options.links) await assertLinkedFields(db, options.links, input, ownerId);
    const columns = await options.toColumns(input, ownerId, existing);
    const field = options.sealedNumber;
    if (!field || !cipher) return columns;
    const number = (input as Record<string, string | null | undefined>)[field];
    return { ...columns, ...sealedNumberColumns(cipher, field, number) };
  }

  /**
   * The selected rows for a CSV file. The download is logged as an export of its own, every
   * time, rather than as a view.
   */
  async function listForExport(actor: Actor, requestedOwners?: string[]): Promise<View[]> {
    const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, section);
    const found = await rows.list(db, ownerIds);
    await activity.exported(
      actor,
      ownerIds,
      found.map((row) => row.userId),
      subject,
    );
    return found.map(toView);
  }

  const crud = {
    findReadable,
    findWritable,
    listForExport,
    async list(actor: Actor, requestedOwners?: string[]): Promise<View[]> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, section);
      await activity.viewed(actor, ownerIds, subject);
      return (await rows.list(db, ownerIds)).map(toView);
    },
    /** The list, or only its ETag when the client's copy (If-None-Match) is current. */
    async listIfChanged(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch: string | undefined,
    ): Promise<Listed<View[]>> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, section);
      await activity.viewed(actor, ownerIds, subject);
      const etag = await householdListEtag(db, subject, ownerIds);
      if (isCurrent(ifNoneMatch, etag)) return { etag, items: null };
      return { etag, items: (await rows.list(db, ownerIds)).map(toView) };
    },
    async create(actor: Actor, input: Input, requestedOwner?: string): Promise<View> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, section);
      const columns = await columnsOf(input, ownerId);
      const row = await rows.insert(db, { ...columns, userId: ownerId } as NewRow);
      await activity.changed(actor, ownerId, 'create', subject, describe(row));
      return toView(row);
    },
    async update(actor: Actor, id: string, input: Input): Promise<View> {
      const existing = await findWritable(actor, id);
      const columns = await columnsOf(input, existing.userId, existing);
      const updated = await rows.update(db, id, existing.userId, columns as Partial<NewRow>);
      if (!updated) throw AppError.notFound(notFound);
      await activity.changed(actor, updated.userId, 'update', subject, describe(updated));
      return toView(updated);
    },
    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await findWritable(actor, id);
      if (!(await rows.remove(db, id, [existing.userId]))) throw AppError.notFound(notFound);
      await activity.changed(actor, existing.userId, 'delete', subject, describe(existing));
    },
  };

  const field = options.sealedNumber;
  const reveal: NumberReveal | undefined =
    field && cipher
      ? {
          async revealNumber(actor, id) {
            const row = await findReadable(actor, id);
            return revealSealedNumber({ cipher, activity, access }, actor, subject, {
              ownerId: row.userId,
              label: describe(row),
              ...storedNumber(row, field),
            });
          },
        }
      : undefined;
  const csv = options.csv;
  const exporter: CsvExporter | undefined = csv && {
    async exportCsv(actor, requestedOwners) {
      return csvOf(csv, await listForExport(actor, requestedOwners));
    },
  };
  return { ...crud, ...reveal, ...exporter } as typeof crud &
    ([Sealed] extends [never] ? unknown : NumberReveal) &
    ([Csv] extends [never] ? unknown : CsvExporter);
}
