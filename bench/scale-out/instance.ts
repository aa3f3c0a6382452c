// One Notaria instance as its own process, configured from the environment like `npm start` (DATABASE_URL,
// REDIS_URL, S3_*, DATA_DIR), listening on a free port; prints `READY <url>` once it serves.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';

const config = { ...loadConfig(), loginRateLimitPerMinute: 1_000_000 };
const db = openPostgres(config.databaseUrl!, 16);
const app = await buildApp(config, db, { logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
