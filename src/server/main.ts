import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './env';
import { createLogger } from './logger';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { createApp } from './app';
import { startExpiryReminders } from './modules/documents/expiry-reminders';
import { readRoutePreloads } from './http/static-web';
import { projectPath } from './project-path';
import { loadSecrets } from './secrets';
import { createMailer } from './platform/mail/create-mailer';
import { createObjectStorage } from './platform/storage/create-object-storage';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secrets = loadSecrets(config);
  const mailer = createMailer(config);
  // Before the database opens: half-set S3 variables stop the start with the missing names.
  const storage = createObjectStorage({
    dataDir: config.dataDir,
    encryptionKey: secrets.encryptionKey,
  });

  let lock: DataDirLock | undefined;
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, (error) =>
      logger.warn({ err: error }, 'an idle database connection was closed by the server'),
    );
  } else {
    lock = lockDataDir(config.dataDir);
    database = await openPglite(path.join(config.dataDir, 'db'));
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => undefined);
    lock?.release();
    throw error;
  }

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
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.kind,
        mail: mailer.kind,
        storage: storage.kind,
        dataDir: config.dataDir,
      },
      `Nido is serving at ${config.appUrl}`,
    );
  });

  // Issue 6: a reminder email 30 days before a document's expiry or renewal date.
  const reminders = startExpiryReminders({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
    logger,
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    reminders.stop();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      database
        .close()
        .then(() => {
          lock?.release();
          logger.info('stopped cleanly');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          lock?.release();
          process.exit(1);
        });
    });
    // Idle keep-alive connections would otherwise hold server.close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Nido failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
