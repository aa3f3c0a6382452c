import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Config, DEFAULT_ADMIN_PASSWORD, DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { adminQuery, databaseUrlFor } from './databases.ts';

export const ADMIN = { account: 'admin', password: DEFAULT_ADMIN_PASSWORD };
export const demo = (account: string) => ({ account, password: DEFAULT_DEMO_PASSWORD });

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  login(account: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A private copy of the migrated, seeded database (PGlite, or PostgreSQL when DATABASE_URL is set). */
async function copyTemplate(): Promise<{ db: Database; drop(): Promise<void> }> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    const db = await openPglite(undefined, new Blob([readFileSync(template.dumpFile)]));
    return { db, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL!;
  const name = `notaria_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template.name}`);
  return { db: openPostgres(databaseUrlFor(url, name), 4), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

export async function createTestContext(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestContext> {
  const config = { ...loadConfig({}), captchaEnabled: false, ...overrides };
  const { db, drop } = await copyTemplate();
  const app = await buildApp(config, db, options);
  await app.ready();
  return {
    app,
    db,
    config,
    async login(account, password = account === 'admin' ? ADMIN.password : DEFAULT_DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password } });
      if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.body}`);
      return res.json().data.tokenValue as string;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
