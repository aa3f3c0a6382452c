import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { migrate, openPglite, openPostgres } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { adminQuery, databaseUrlFor } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };
  }
}

/** Migrates and seeds one database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const config = loadConfig({});
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `notaria_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `create database ${name}`);
    const db = openPostgres(databaseUrlFor(url, name), 2);
    await migrate(db);
    await seedIfEmpty(db, config);
    await db.close();
    project.provide('template', { kind: 'postgres', name });
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'notaria-test-'));
  const db = await openPglite(undefined);
  await migrate(db);
  await seedIfEmpty(db, config);
  const dump = await db.snapshot!();
  await db.close();
  const dumpFile = join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('template', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
