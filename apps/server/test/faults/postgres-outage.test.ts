import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@notaria/contracts';
import { buildApp } from '../../src/app.ts';
import { type Config, DEFAULT_DEMO_PASSWORD, loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { notices } from '../../src/modules/notice/notice.table.ts';
import { sweepSessions } from '../../src/realtime/ws.routes.ts';
import { userIdOf } from '../fixtures.ts';
import { openSocket } from '../ws-client.ts';
import { type PrivatePostgres, startSeededPostgres } from '../private-services.ts';

/**
 * PostgreSQL stopped (as by an administrator's restart: every session ends with 57P01) in the middle of
 * a burst of writes, then started again. The process must live through it, answer 503 in the envelope
 * while the database is away, and serve again by itself once it is back, with no half-written change.
 */

let pg: PrivatePostgres;
let db: Database;
let app: FastifyInstance;
let config: Config;
let admin: string;
let recipients: number[];
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  config = { ...loadConfig({}), captchaEnabled: false };
  pg = await startSeededPostgres(config);
  db = openPostgres(pg.url, 10);
  app = await buildApp(config, db);
  await app.ready();
  admin = await login('office_admin');
  recipients = [await userIdOf(db, 'notary'), await userIdOf(db, 'assistant')];
});

afterAll(async () => {
  // Bounded: after a failure, connections in limbo must not hold the run for the whole hook timeout.
  const bounded = (p: Promise<unknown> | undefined) => Promise.race([p, sleep(10_000)]);
  await bounded(app?.close());
  await bounded(db?.close());
  await pg?.destroy();
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

async function login(account: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEFAULT_DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${account}: ${res.body}`);
  return res.json().data.tokenValue as string;
}

const sendNotice = (title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/office-notice',
    headers: { satoken: admin },
    payload: { title, content: '请于今日 17:00 前提交月报', userIds: recipients, roleIds: [], deptIds: [] },
  });

const unreadTotal = () => app.inject({ method: 'GET', url: '/api/notify-message/unread-total', headers: { satoken: admin } });

function expectUnavailable(res: Awaited<ReturnType<typeof unreadTotal>>) {
  expect(res.statusCode).toBe(503);
  const body = res.json();
  expect(body).toMatchObject({ success: false, data: null, code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE.message });
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  expect(body.requestId).toBeTruthy();
}

// Stopped once a given number of the answers are in, so that the stop falls inside the burst: large enough that the
// rest cannot all finish while PostgreSQL shuts down, even with another test file running beside this one.
const BURST = 240;
describe.each([5, 20])(`PostgreSQL stopped after %i of a burst of ${BURST} writes answered`, (answeredBeforeStop) => {
  it('keeps the process alive, answers 503 while down, recovers by itself, leaves no half change', async () => {
    const run = `burst-${answeredBeforeStop}-${Date.now()}`;
    let answered = 0;
    let reached!: () => void;
    const enough = new Promise<void>((r) => (reached = r));
    const burst = Array.from({ length: BURST }, (_, i) =>
      sendNotice(`${run}-${i}`).then((res) => {
        if (++answered === answeredBeforeStop) reached();
        return res;
      }),
    );
    await enough;
    await pg.stop('fast');
    let answers: Awaited<ReturnType<typeof sendNotice>>[];
    try {
      answers = await Promise.all(burst);
      expect(crashes).toEqual([]);
      expect(answers.some((a) => a.statusCode === 503)).toBe(true); // the stop fell inside the burst
      for (const res of answers) {
        if (res.statusCode !== 200) expectUnavailable(res);
      }
      expectUnavailable(await unreadTotal());
      expectUnavailable(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'notary', password: DEFAULT_DEMO_PASSWORD } }));
    } finally {
      await pg.start();
    }
    const back = Date.now();
    let res = await unreadTotal();
    while (res.statusCode !== 200 && Date.now() - back < 10_000) {
      await sleep(20);
      res = await unreadTotal();
    }
    const recoveryMs = Date.now() - back;
    console.log(
      `stopped after ${answeredBeforeStop} answers: ${answers.filter((a) => a.statusCode === 200).length}/${BURST} answered 200, the rest 503; first success ${recoveryMs} ms after PostgreSQL was back`,
    );
    expect(res.statusCode).toBe(200);
    expect(crashes).toEqual([]);

    // Every notice request wrote both recipients' rows or none; every one answered 200 wrote them.
    const rows = await db.orm
      .select({ title: notices.title, n: sql<number>`count(*)::int` })
      .from(notices)
      .where(like(notices.title, `${run}-%`))
      .groupBy(notices.title);
    const written = new Map(rows.map((r) => [r.title, r.n]));
    answers.forEach((a, i) => {
      const n = written.get(`${run}-${i}`) ?? 0;
      expect([0, recipients.length]).toContain(n);
      if (a.statusCode === 200) expect(n).toBe(recipients.length);
    });
    const verify = await app.inject({ method: 'GET', url: '/api/operate-log/verify', headers: { satoken: admin } });
    expect(verify.json().data.ok).toBe(true);
    expect((await sendNotice(`${run}-after`)).statusCode).toBe(200);
  });
});

describe('live sockets while PostgreSQL is away', () => {
  it('are not taken for ended sessions by the minute sweep', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSocket(url, await login('archivist'));
    await pg.stop('fast');
    try {
      await sweepSessions(app);
    } finally {
      await pg.start();
    }
    s.ws.send('PING');
    expect(await s.next()).toEqual({ type: 'PONG' });
    await sweepSessions(app);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
    expect(crashes).toEqual([]);
  });
});
