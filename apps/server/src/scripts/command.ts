import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';

/** Opens the configured database (PostgreSQL, or PGlite's data directory) for a command, runs `work` and closes it. */
export async function withDatabase<T>(work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  try {
    return await work(db, config);
  } finally {
    await db.close();
  }
}

/** Prints a check's lines; the exit code is 1 when it found something broken. */
export const printReport = (report: (db: Database) => Promise<{ lines: string[]; broken: boolean }>) =>
  withDatabase(async (db) => {
    const { lines, broken } = await report(db);
    for (const line of lines) console.log(line);
    process.exitCode = broken ? 1 : 0;
  });
