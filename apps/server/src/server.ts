import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { type Database, migrate, openPglite, openPostgres } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

const db: Database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
await migrate(db);
const seeded = await seedIfEmpty(db, config);

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
console.log(`\nNotaria is running at http://localhost:${config.port}  (database: ${where})\nAPI reference: http://localhost:${config.port}/api/docs\n`);
