import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../src/config.ts';
import { migrate, openPostgres } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

/**
 * Throwaway PostgreSQL and Redis servers for tests that stop and start them (outages, restarts). They
 * listen on free ports of 127.0.0.1 and keep their data in a temporary directory, so a test never
 * touches the servers named by DATABASE_URL or REDIS_URL.
 */

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` system user. */
const asRoot = process.getuid?.() === 0;
function runPg(command: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) =>
    execFile(file, argv, { encoding: 'utf8' }, (err, _out, stderr) => (err ? reject(new Error(`${command}: ${stderr || err.message}`)) : resolve())),
  );
}

export interface PrivatePostgres {
  /** Superuser URL of the `postgres` database (trust authentication, 127.0.0.1 only). */
  url: string;
  port: number;
  /** Stops the server; `fast` ends sessions like an administrator's restart does (57P01). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if running and deletes its data directory. */
  destroy(): Promise<void>;
}

/** initdb in a temporary directory, then start on a free port; small settings, no fsync. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o700);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  await runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
    '-c max_wal_size=64MB',
  ].join(' ');
  let running = false;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await runPg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await runPg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await pg.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  // A run that ends without its clean-up (a hook timed out, the worker was killed) leaves no server behind.
  process.once('exit', () => {
    if (!running) return;
    const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
    try {
      execFileSync(asRoot ? 'runuser' : 'pg_ctl', asRoot ? ['-u', 'postgres', '--', 'pg_ctl', ...args] : args, { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
    rmSync(dir, { recursive: true, force: true });
  });
  await pg.start();
  return pg;
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A `redis-server` child process on a free port, without persistence; stop and start keep the port. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ready = async () => {
    for (let i = 0; i < 200; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.end(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      if (ok) return;
      await sleep(25);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const proc = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
        { stdio: 'ignore' },
      );
      child = proc;
      await ready();
    },
    async stop() {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      });
    },
    async destroy() {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  process.once('exit', () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  await redis.start();
  return redis;
}

/** A private PostgreSQL cluster with the schema migrated and the demo data seeded (as `npm start` makes it). */
export async function startSeededPostgres(config: Config): Promise<PrivatePostgres> {
  const pg = await startPrivatePostgres();
  const db = openPostgres(pg.url, 2);
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
  } finally {
    await db.close();
  }
  return pg;
}
