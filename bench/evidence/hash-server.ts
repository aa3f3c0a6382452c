// The server the hashing benchmark uploads to, in a process of its own so that its memory is measured alone:
// a fresh in-memory PGlite, migrated and seeded, and the real app listening on a free port. Prints the port.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate, openPglite } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';

const config = { ...loadConfig(), captchaEnabled: false, logLevel: 'warn', port: 0, host: '127.0.0.1' };
const db = await openPglite(undefined);
await migrate(db);
await seedIfEmpty(db, config);
const app = await buildApp(config, db, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
