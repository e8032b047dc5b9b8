import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig, type Config } from './env';
import { createLogger, type Logger } from './logger';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createApp } from './app';
import { startExpiryReminders } from './modules/documents/expiry-reminders';
import { startEventJob } from './modules/triggering-event/event-job';
import { createDevClock, type DevClock } from './modules/dev-clock/dev-clock';
import { createFieldCipher } from './platform/crypto/field-encryption';
import { readRoutePreloads } from './http/static-web';
import { loadFirstScreenRenderer } from './http/first-screen';
import { projectPath } from './project-path';
import { keepGeneratedSecrets, loadSecrets } from './secrets';
import { checkSealingKeys } from './sealing-keys';
import { createMailer } from './platform/mail/create-mailer';
import { createObjectStorage } from './platform/storage/create-object-storage';
import { describeStartupFailure, listenFailure } from './startup-failure';
import { assertPortFree } from './port-check';
import { stopOnSignals } from './graceful-shutdown';
import { startControlSocket, type ControlSocket } from './backup/control-socket';
import { assertNoUnfinishedRestore } from './backup/unfinished-restore';
import { checkStoredFiles } from './stored-files-check';
import { finnhubQuotes } from './platform/quotes/finnhub-quotes';
import { startListWarmUp } from './modules/expenses/list-warm-up';
import {
  startFakeStripe,
  type FakeStripe,
} from './platform/payments/fake-stripe/fake-stripe-server';

const SHUTDOWN_GRACE_MS = 10_000;

type OpenDatabase = { database: DatabaseHandle; lock: DataDirLock | undefined };

function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> | OpenDatabase {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, (error) =>
      logger.warn({ err: error }, 'an idle database connection was closed by the server'),
    );
    return { database, lock: undefined };
  }
  const lock = lockDataDir(config.dataDir);
  return openPglite(path.join(config.dataDir, 'db')).then(
    (database) => ({ database, lock }),
    (error: unknown) => {
      lock.release();
      throw error;
    },
  );
}

async function closeDatabase({ database, lock }: OpenDatabase): Promise<void> {
  try {
    await database.close();
  } finally {
    lock?.release();
  }
}

function listen(app: ReturnType<typeof createApp>, config: Config) {
  return new Promise<Server>((resolve, reject) => {
    // Without a `createServer` option, serve() makes a node:http server (HTTP/1.1).
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(server as Server),
    );
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(listenFailure(error, config.host, config.port)),
    );
  });
}

/** Set once the configuration is read, so that a failed start can say what is wrong with it. */
let startingDataDir: string | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  startingDataDir = config.dataDir;
  const logger = createLogger(config);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // A stopped restore leaves its stage, never half a folder: nothing may open that.
  assertNoUnfinishedRestore(config.dataDir);
  const secrets = loadSecrets(config);
  const mailer = createMailer(config);
  // Before the database opens: half-set S3 variables stop the start with the missing names.
  const storage = createObjectStorage({
    dataDir: config.dataDir,
    encryptionKey: secrets.encryptionKey,
  });

  // Browser tests only (loadConfig refuses it in production): a clock POST /dev/clock moves.
  const devClock: DevClock | undefined = config.devClock ? createDevClock() : undefined;
  if (devClock) logger.warn('NIDO_DEV_CLOCK=1: POST /dev/clock moves the server clock forward');

  await assertPortFree(config.host, config.port);
  const opened = await openDatabase(config, logger);
  const { database } = opened;
  let server: Server;
  // The first screens the server renders into app pages (issue 11), when the build made them.
  const firstScreenRenderer = await loadFirstScreenRenderer(
    projectPath('dist/ssr/render-first-screen.js'),
  );
  // Local trials and browser tests only (loadConfig refuses it in production): pretend payments.
  let fakeStripe: FakeStripe | undefined;
  try {
    if (config.fakeStripe) {
      fakeStripe = await startFakeStripe({
        webhook: `${config.appUrl}/api/stripe/webhook`,
        port: config.fakeStripe.port,
        onUndelivered: ({ event, webhookStatus, error }) =>
          logger.warn(
            { eventId: event.id, type: event.type, webhookStatus, err: error },
            `the fake Stripe could not deliver ${event.type} to ${config.appUrl}/api/stripe/webhook (is APP_URL this server?)`,
          ),
      });
      logger.warn(
        { fakeStripe: fakeStripe.url },
        `NIDO_FAKE_STRIPE=1: payments go to the fake Stripe at ${fakeStripe.url} (no card is charged)`,
      );
    }
    await database.migrate();
    // Before anything is sealed with these keys: a lost secrets.json is refused, not replaced.
    await checkSealingKeys(database.db, secrets);
    keepGeneratedSecrets(secrets);
    // A database whose documents have lost their files folder would answer 404 for each of them.
    await checkStoredFiles(database.db, storage, path.join(config.dataDir, 'files'), logger);
    const app = createApp({
      config,
      logger,
      database,
      mailer,
      authSecret: secrets.authSecret,
      encryptionKey: secrets.encryptionKey,
      storage,
      webRoot: projectPath('dist/web'),
      routePreloads: readRoutePreloads(projectPath('dist/route-preloads.json')),
      firstScreenRenderer,
      quotes: config.quotes ? finnhubQuotes(config.quotes) : null,
      aiModel: config.aiModel,
      payments: fakeStripe?.payments ?? config.payments,
      ...(devClock ? { now: devClock.now, devClock } : {}),
    });
    server = await listen(app, config);
  } catch (error) {
    await fakeStripe?.close().catch(() => undefined);
    await closeDatabase(opened).catch(() => undefined);
    throw error;
  }
  // Before anything else can take time: a SIGTERM from the moment the port answers must stop the
  // server cleanly, not end it with the signal's default action.
  const started: {
    control?: ControlSocket;
    reminders?: { stop(): void };
    events?: { stop(): Promise<void> };
    warmUp?: { stop(): Promise<void> };
  } = {};
  stopOnSignals({
    server,
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    release: async () => {
      started.reminders?.stop();
      // A run still going (an unlock's emails) finishes before the database closes.
      await started.events?.stop();
      await started.warmUp?.stop();
      await started.control?.close();
      await fakeStripe?.close();
      await closeDatabase(opened);
    },
  });
  logger.info(
    {
      host: config.host,
      port: config.port,
      database: database.kind,
      mail: mailer.kind,
      storage: storage.kind,
      dataDir: config.dataDir,
    },
    `Nido is serving at ${config.appUrl}`,
  );

  // `nido backup` asks the running server over DATA_DIR/control.sock (embedded database only).
  started.control = await startControlSocket({
    dataDir: config.dataDir,
    database,
    storage,
    secrets,
    logger,
  });

  // Issue 6: a reminder email 30 days before a document's expiry or renewal date.
  started.reminders = startExpiryReminders({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
    logger,
  });

  // Issue 15: a reported event's reminders to its owner, and its unlock when the wait ends.
  started.events = startEventJob({
    db: database.db,
    cipher: createFieldCipher(secrets.encryptionKey),
    mailer,
    appUrl: config.appUrl,
    logger,
    intervalMs: config.eventJobIntervalMs,
    ...(devClock ? { now: devClock.now } : {}),
  });

  // Issue 11: the embedded database's first large list costs it 3–4× the CPU, and the first
  // screen's first render 3× its time; both paid now instead, one after the other.
  const warmUpRenderer = () => {
    try {
      firstScreenRenderer?.warmUp?.();
    } catch (error) {
      logger.warn({ err: error }, 'the first screens could not be rendered ahead');
    }
  };
  if (database.kind === 'pglite') {
    const listWarmUp = startListWarmUp(database.db);
    started.warmUp = listWarmUp;
    void listWarmUp.finished.then(warmUpRenderer);
  } else setImmediate(warmUpRenderer);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${describeStartupFailure(error, process.env.DATABASE_URL, startingDataDir)}\n`,
  );
  process.exit(1);
});
