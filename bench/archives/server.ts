// The server the download benchmark reads from, in a process of its own so that its memory is measured alone: a
// fresh in-memory PGlite, migrated and seeded, one volume over the files in DATA_DIR/files/2/bench, and the real
// app listening on a free port. Prints the port and the volume id.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { asSystem } from '../../apps/server/src/db/scope.ts';
import { migrate, openPglite } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed.ts';
import { filesRoot } from '../../apps/server/src/modules/files/files.api.ts';
import { users } from '../../apps/server/src/modules/user/user.table.ts';
import { TENANT, volumeOver } from './fixture.ts';

const config = { ...loadConfig(), captchaEnabled: false, logLevel: 'warn', port: 0, host: '127.0.0.1', evidenceWorker: false };
const db = await openPglite(undefined);
await migrate(db);
await seedIfEmpty(db, config);
const [archivist] = await asSystem(db, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.account, 'archivist')));
const rels = readdirSync(join(filesRoot(config.dataDir), String(TENANT), 'bench'))
  .sort()
  .map((f) => join(String(TENANT), 'bench', f));
const volumeId = await volumeOver(db, config.dataDir, archivist.id, rels, 'dl');
const app = await buildApp(config, db, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, volumeId })}\n`);
