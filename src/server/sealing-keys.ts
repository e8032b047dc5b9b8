import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from './db/client';
import {
  assets,
  documents,
  expenses,
  investmentAccounts,
  keyFingerprints,
  loans,
  twoFactors,
} from './db/schema';
import { createFieldCipher, FieldDecryptionError } from './platform/crypto/field-encryption';
import { keyFingerprint, shortFingerprint } from './platform/crypto/key-fingerprint';
import type { Secrets } from './secrets';

/** The database holds data sealed with a key that this start does not have. */
export class SealingKeyMismatchError extends Error {
  override name = 'SealingKeyMismatchError';
}

type Purpose = 'encryption' | 'auth';

type KeyInUse = {
  purpose: Purpose;
  key: Buffer | string;
  variable: 'ENCRYPTION_KEY' | 'AUTH_SECRET';
  /** What would no longer open with another key. */
  sealedData: string;
  holdsSealedData(db: Database): Promise<boolean>;
};

const sealedNumberColumns = [
  { table: expenses, column: expenses.vendorAccountSealed },
  { table: assets, column: assets.accountNumberSealed },
  { table: loans, column: loans.accountNumberSealed },
  { table: investmentAccounts, column: investmentAccounts.accountNumberSealed },
];

/** One sealed account number, or null when none is stored. */
async function anySealedNumber(db: Database): Promise<string | null> {
  for (const { table, column } of sealedNumberColumns) {
    const [row] = await db.select({ sealed: column }).from(table).where(isNotNull(column)).limit(1);
    if (row?.sealed) return row.sealed;
  }
  return null;
}

// Every column sealed by ENCRYPTION_KEY (sealedNumberColumns), and the documents whose files it
// wraps. A new sealed column belongs in that list.
async function holdsDataSealedByEncryptionKey(db: Database): Promise<boolean> {
  if ((await anySealedNumber(db)) !== null) return true;
  return (await db.select({ id: documents.id }).from(documents).limit(1)).length > 0;
}

async function holdsTwoFactorSecrets(db: Database): Promise<boolean> {
  return (await db.select({ id: twoFactors.id }).from(twoFactors).limit(1)).length > 0;
}

function keysInUse(secrets: Secrets): KeyInUse[] {
  return [
    {
      purpose: 'encryption',
      key: secrets.encryptionKey,
      variable: 'ENCRYPTION_KEY',
      sealedData: 'account numbers and stored files',
      holdsSealedData: holdsDataSealedByEncryptionKey,
    },
    {
      purpose: 'auth',
      key: secrets.authSecret,
      variable: 'AUTH_SECRET',
      sealedData: 'two-factor sign-in secrets',
      holdsSealedData: holdsTwoFactorSecrets,
    },
  ];
}

/**
 * A database from before fingerprints were recorded: try the key on one sealed account number
 * (AES-GCM refuses a wrong key). Without one to try, the key in use is taken as the right one.
 */
async function encryptionKeyOpensOldData(db: Database, key: Buffer): Promise<boolean> {
  const sealed = await anySealedNumber(db);
  if (!sealed) return true;
  try {
    createFieldCipher(key).decrypt(sealed);
    return true;
  } catch (error) {
    if (error instanceof FieldDecryptionError) return false;
    throw error;
  }
}

function mismatch(
  use: KeyInUse,
  secrets: Secrets,
  recorded: string | null,
  current: string,
): SealingKeyMismatchError {
  const sealedWith = recorded ? ` (fingerprint ${shortFingerprint(recorded)})` : '';
  const where = secrets.generated
    ? `${secrets.file} is missing, so new keys were about to be made`
    : `the ${use.variable} in use (fingerprint ${shortFingerprint(current)}) is another key`;
  const restore = secrets.generated
    ? `Restore ${secrets.file} from the backup that belongs to this data, or set ENCRYPTION_KEY and AUTH_SECRET to the values used before.`
    : `Restore the ${use.variable} this data was sealed with${secrets.sources[use.variable] === 'file' ? ` (${secrets.file} from the backup that belongs to this data)` : ''}.`;
  return new SealingKeyMismatchError(
    `Nido cannot start: the database holds ${use.sealedData} sealed with a key that is not available${sealedWith}, and ${where}. ${restore} Nothing was changed.`,
  );
}

/**
 * Refuses a start whose keys cannot open the data already sealed in the database (a lost or
 * replaced secrets file), before anything new is sealed with them; otherwise records the keys'
 * fingerprints (never the keys). Once nothing sealed by an old key remains, a new key is accepted.
 */
export async function checkSealingKeys(db: Database, secrets: Secrets): Promise<void> {
  for (const use of keysInUse(secrets)) {
    const current = keyFingerprint(use.key);
    const [row] = await db
      .select({ fingerprint: keyFingerprints.fingerprint })
      .from(keyFingerprints)
      .where(eq(keyFingerprints.purpose, use.purpose));
    const recorded = row?.fingerprint ?? null;
    if (recorded === current) continue;

    if (await use.holdsSealedData(db)) {
      const legacyKeyWorks =
        recorded === null &&
        (use.purpose !== 'encryption' ||
          (await encryptionKeyOpensOldData(db, secrets.encryptionKey)));
      if (!legacyKeyWorks) throw mismatch(use, secrets, recorded, current);
    }
    await db
      .insert(keyFingerprints)
      .values({ purpose: use.purpose, fingerprint: current })
      .onConflictDoUpdate({
        target: keyFingerprints.purpose,
        set: { fingerprint: current, recordedAt: new Date() },
      });
  }
}
