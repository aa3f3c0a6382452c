import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { type Database, exclusively, migrate, openPglite, openPostgres } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { defaultWebDist } from './paths.ts';

const config = loadConfig();
config.webDist ??= defaultWebDist;

const db: Database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
// Several instances may start at once: one migrates and seeds, the others wait for it.
const seeded = await exclusively(db, async () => {
  await migrate(db);
  return seedIfEmpty(db, config);
});

const app = await buildApp(config, db, { logger: { level: config.logLevel } });
if (seeded) app.log.info('empty database: seeded the platform tenant, the super administrator and the demo office');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite, data in ${config.dataDir}`;
// performance.now() counts from the process's start: loading the code, migrating and seeding included.
const startedIn = `${(performance.now() / 1000).toFixed(1)} s`;
console.log(
  `\nNotaria is running at http://localhost:${config.port}  (database: ${where}; started in ${startedIn})\nAPI reference: http://localhost:${config.port}/api/docs\n`,
);
