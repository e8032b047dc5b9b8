import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from './env';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { users } from './db/schema';
import { keepGeneratedSecrets, loadSecrets } from './secrets';
import { checkSealingKeys, SealingKeyMismatchError } from './sealing-keys';
import { createLogger } from './logger';
import { createMailer } from './platform/mail/create-mailer';
import { createAuth } from './auth/auth';
import { createFieldCipher } from './platform/crypto/field-encryption';
import { createDemoUser } from './db/seed/create-demo-user';
import { demoPlanProblem, giveDemoPlan } from './db/seed/demo-plan';
import { demoRunSuffix } from './db/seed/demo-sign-in';
import { seedDemoHousehold } from './db/seed/demo-household';
import { seedDemoPlanning } from './db/seed/demo-planning';
import { DEMO_FAMILY } from './db/seed/demo-catalog';
import { createObjectStorage } from './platform/storage/create-object-storage';
import { BackupError } from './backup/backup-error';
import { isOutOfDiskSpace } from './platform/disk-space/out-of-disk-space';
import { backupCommand } from './backup/backup-command';
import { restoreCommand } from './backup/restore-command';
import { assertNoUnfinishedRestore, UnfinishedRestoreError } from './backup/unfinished-restore';
import { extractBillCommand, ExtractBillUsageError } from './modules/bills/extract-bill-command';
import {
  detectRecurringCommand,
  DetectRecurringUsageError,
} from './modules/statements/detect-recurring-command';
import {
  legalDocumentCommand,
  LegalDocumentUsageError,
} from './modules/legal-wizard/sample-document-command';

const USAGE = `Usage: nido <command>

Commands:
  migrate                 apply pending database migrations
  create-admin <email>    give the admin role to an existing, verified account
  demo [obligations]      create a verified account with a realistic household (the Carter family)
  demo [obligations] --event
                          the same, with the owner's death reported and unlocked and its plan begun
  backup FILE [--include-keys]
                          write a consistent backup (database and stored files) to FILE, also
                          while the server runs; the keys only with --include-keys
  restore FILE            restore a backup into an empty DATA_DIR (or the empty DATABASE_URL)
  extract-bill [--json] FILE...
                          read bills (PDFs or photos) offline, as the app's bill scanning does;
                          --json prints one JSON array, one result per file
  detect-recurring [--json] FILE...
                          find recurring bills, income and transfers in bank and card statements
                          (OFX, QFX, CSV) offline, as the app's statement import does
  legal-document --state XX --document will|financial-poa|health-care|hipaa --sample
                          print a Legal Wizard document for a sample household as plain text,
                          the words its PDF carries
  help                    show this help

Configuration comes from the same environment variables as the server (DATA_DIR, DATABASE_URL…).
With the embedded database, stop the server first (backup excepted: the server makes it).`;

/** Opens the configured database for one command, holding the data-folder lock meanwhile. */
async function withDatabase(
  run: (database: DatabaseHandle, config: Config) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // As at server start: a folder a restore has not finished is not opened.
  assertNoUnfinishedRestore(config.dataDir);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'db'));
  try {
    await database.migrate();
    await run(database, config);
  } finally {
    await database.close();
    lock?.release();
  }
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  'extract-bill': async (args) => {
    // Needs no database or configuration; any file it could not read makes the exit code 1.
    if (!(await extractBillCommand(args))) process.exitCode = 1;
  },
  'detect-recurring': async (args) => {
    // Needs no database or configuration; exit code 1 only when no file could be read.
    if (!(await detectRecurringCommand(args))) process.exitCode = 1;
  },
  'legal-document': (args) => {
    // Needs no database or configuration either.
    process.stdout.write(legalDocumentCommand(args));
    return Promise.resolve();
  },
  backup: backupCommand,
  restore: restoreCommand,
  migrate: () =>
    withDatabase(() => {
      process.stdout.write('Migrations are up to date.\n');
      return Promise.resolve();
    }),
  'create-admin': ([email]) =>
    withDatabase(async ({ db }) => {
      if (!email)
        throw new UsageError('create-admin needs the email address of an existing account.');
      const [updated] = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.email, email.trim().toLowerCase()))
        .returning({ email: users.email, emailVerified: users.emailVerified });
      if (!updated)
        throw new UsageError(`No account uses ${email}. Register it first, then run this again.`);
      process.stdout.write(
        `${updated.email} is now an admin.${updated.emailVerified ? '' : ' (The address is not verified yet.)'}\n`,
      );
    }),
  demo: (args) =>
    withDatabase(async ({ db }, config) => {
      const event = args.includes('--event');
      const [count] = args.filter((arg) => arg !== '--event');
      const obligations = count ? Number.parseInt(count, 10) : undefined;
      if (obligations !== undefined && !(obligations > 0 && obligations <= 50_000))
        throw new UsageError('demo takes a number of obligations from 1 to 50000.');
      const secrets = loadSecrets(config);
      // As at server start: never seal data with keys the data folder will not keep.
      await checkSealingKeys(db, secrets);
      keepGeneratedSecrets(secrets);
      const mailer = createMailer(config);
      const auth = createAuth({
        db,
        appUrl: config.appUrl,
        authSecret: secrets.authSecret,
        mailer,
        logger: createLogger({ logLevel: 'warn' }),
        passwordHashing: config.passwordHashing,
      });
      const planProblem = await demoPlanProblem(db);
      if (planProblem) throw new UsageError(planProblem);
      const suffix = demoRunSuffix();
      const user = await createDemoUser(auth, db, suffix);
      await giveDemoPlan(db, user.id);
      const cipher = createFieldCipher(secrets.encryptionKey);
      const counts = await seedDemoHousehold(
        db,
        cipher,
        user.id,
        obligations ? { obligations } : {},
      );
      const planning = await seedDemoPlanning(
        db,
        cipher,
        { id: user.id, email: user.email, fullName: DEMO_FAMILY.fullName },
        { auth, mailer, appUrl: config.appUrl, suffix },
        {
          storage: createObjectStorage({
            dataDir: config.dataDir,
            encryptionKey: secrets.encryptionKey,
          }),
          encryptionKey: secrets.encryptionKey,
        },
        { event },
      );
      const made = planning.counts;
      const signIns = [{ who: 'owner (Jordan Carter)', ...user }, ...planning.signIns];
      process.stdout.write(
        [
          'Created the Carter family demo household:',
          `  ${counts.obligations} obligations, ${counts.accounts} accounts, ${counts.loans} loans, ${counts.properties} properties`,
          `  ${made.investmentAccounts} investment accounts with ${made.holdings} holdings, ${made.policies} insurance policies`,
          `  ${made.estateDocuments} estate documents, ${made.titled} titled assets, ${made.advisors} advisors`,
          `  ${made.guidebookEntries} guidebook entries, ${made.documents} documents`,
          ...(made.eventPlan
            ? [
                `  Jordan's death reported by Alex and unlocked: ${made.eventPlan.done} of ${made.eventPlan.tasks} plan tasks done`,
              ]
            : []),
          '',
          `Sign in at ${config.appUrl}/login with`,
          ...signIns.flatMap((signIn) => [
            `  ${signIn.who}:`,
            `    email:    ${signIn.email}`,
            `    password: ${signIn.password}`,
          ]),
          '',
        ].join('\n'),
      );
    }),
};

class UsageError extends Error {}

/** A full disk is one line, like the command's other refusals, not a stack (a backup's usual end). */
function outOfSpaceLine(command: string): string {
  return `nido ${command}: the disk is full (no space left on device). Free some space, or write to another disk, and run it again; nothing half-written was kept.`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stdout.write(`${USAGE}\n`);
    return name && name !== 'help' ? 2 : 0;
  }
  try {
    await command(args);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ExtractBillUsageError ||
      error instanceof DetectRecurringUsageError ||
      error instanceof LegalDocumentUsageError ||
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof UnfinishedRestoreError ||
      error instanceof SealingKeyMismatchError
    ) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (isOutOfDiskSpace(error)) {
      process.stderr.write(`${outOfSpaceLine(name ?? 'nido')}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
