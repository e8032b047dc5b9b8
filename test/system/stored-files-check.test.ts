import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { checkStoredFiles, StoredFilesMissingError } from '@server/stored-files-check';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';
import { uploadDocument } from '@test/harness/documents';

// The start-up check of main.ts, on the real database and the app's own local storage.
let t: TestApp;
let filesFolder: string;
let warnings: Record<string, unknown>[];

function check() {
  warnings = [];
  const logger = createLogger(
    { logLevel: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return checkStoredFiles(t.database.db, t.storage, filesFolder, logger);
}

// A database of its own for each test: what one leaves (documents, a lost file) is another's input.
beforeEach(async () => {
  t = await createTestApp();
  filesFolder = path.join(t.dataDir, 'files');
});
afterEach(() => t.close());

describe('the start-up check of stored files', () => {
  it('passes a new database, with no documents and no files folder', async () => {
    await expect(check()).resolves.toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('passes documents whose files are there; warns, without refusing, when a few are not', async () => {
    const owner = await newUser(t);
    const uploaded = [];
    for (const name of ['Will', 'Deed', 'Policy'])
      uploaded.push(
        await uploadDocument(owner.client, { bytes: buildTextPdf([name]), name: `${name}.pdf` }),
      );
    await expect(check()).resolves.toBeUndefined();
    expect(warnings).toEqual([]);

    const [lost] = await t.database.db
      .select({ key: documents.objectKey })
      .from(documents)
      .where(eq(documents.id, uploaded[0]?.id ?? ''));
    await rm(path.join(filesFolder, lost?.key ?? 'none'));
    await expect(check()).resolves.toBeUndefined();
    expect(warnings).toEqual([
      expect.objectContaining({
        checked: 3,
        missing: 1,
        msg: `1 of 3 documents checked at start have no file in ${filesFolder}; they will not open`,
      }),
    ]);
  });

  it('refuses documents whose files folder is gone, in one line saying what to do', async () => {
    const owner = await newUser(t);
    for (const name of ['Trust', 'Deed'])
      await uploadDocument(owner.client, { bytes: buildTextPdf([name]), name: `${name}.pdf` });
    await rename(filesFolder, `${filesFolder}.away`);
    try {
      const refused = check();
      await expect(refused).rejects.toThrow(StoredFilesMissingError);
      await expect(refused).rejects.toThrow(
        `Nido cannot start: the database lists 2 documents, but ${filesFolder} holds none ` +
          'of the 2 files looked for: the data folder ' +
          'is incomplete (a restore that was stopped halfway leaves it so). Restore the backup ' +
          'again into an empty folder, or put back the files folder that belongs to this database.',
      );
    } finally {
      await rename(`${filesFolder}.away`, filesFolder);
    }
    await expect(check()).resolves.toBeUndefined();
  });

  it('leaves files in an S3 bucket to the provider', async () => {
    const bucket = { kind: 's3' as const, exists: () => Promise.resolve(false) };
    await expect(
      checkStoredFiles(t.database.db, bucket, filesFolder, createLogger({ logLevel: 'silent' })),
    ).resolves.toBeUndefined();
  });
});
