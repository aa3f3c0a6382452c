// 档案包 download: a volume of N MB (1024 by default, in 16 files) is downloaded through the real endpoint
// (GET /api/archives/download: a zip streamed from disk, hashed on the way out and recorded), beside `zip -0` (stored,
// as the package is) and `zip` (deflate) of the same files. Prints the throughput ratio against `zip -0` and the server
// process's RSS growth during the download (goal ≤ 64 MB). Files are removed after.
// Usage: npm run bench:archives [-- --mb 1024 --volumes 10000]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_DEMO_PASSWORD } from '../../apps/server/src/config.ts';
import { filesRoot } from '../../apps/server/src/modules/files/files.api.ts';
import { TENANT, writeFiles } from './fixture.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const MB = arg('mb', 1024);
const FILES = 16;
const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-archives-'));
const dataDir = join(dir, 'data');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const seconds = (f: () => void) => {
  const t = performance.now();
  f();
  return (performance.now() - t) / 1000;
};

export async function benchDownload(): Promise<Record<string, string>> {
  console.log(`生成 ${MB} MB 卷内文件（${FILES} 个）…`);
  await writeFiles(dataDir, FILES, Math.round((MB << 20) / FILES), 'f');
  const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = (await createInterface({ input: server.stdout! })[Symbol.asyncIterator]().next()).value as string;
    const { port, volumeId } = JSON.parse(line) as { port: number; volumeId: number };
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'archivist', password: DEFAULT_DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
    const rssBefore = rssMb(server.pid!);
    let rssPeak = rssBefore;
    const poll = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid!))), 50);
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/archives/download?id=${volumeId}`, { headers: { satoken: token } });
    if (!res.ok || !res.body) throw new Error(`download: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    const ours = (performance.now() - t) / 1000;
    clearInterval(poll);
    const src = join(filesRoot(dataDir), String(TENANT), 'bench');
    const stored = seconds(() => execFileSync('zip', ['-0', '-q', '-r', join(dir, 'stored.zip'), '.'], { cwd: src }));
    const deflate = seconds(() => execFileSync('zip', ['-q', '-r', join(dir, 'deflate.zip'), '.'], { cwd: src }));
    const mb = bytes / (1 << 20);
    return {
      档案包大小: `${mb.toFixed(0)} MB`,
      '本系统下载（流式 zip + SHA-256/SM3 + 记录）': `${ours.toFixed(2)} s，${(mb / ours).toFixed(0)} MB/s`,
      'zip -0（同样不压缩）': `${stored.toFixed(2)} s，${(mb / stored).toFixed(0)} MB/s`,
      'zip（deflate）': `${deflate.toFixed(2)} s，${(mb / deflate).toFixed(0)} MB/s`,
      '吞吐比（本系统 / zip -0）': `${(stored / ours).toFixed(2)}×`,
      '吞吐比（本系统 / zip）': `${(deflate / ours).toFixed(2)}×`,
      '服务进程 RSS 增长（峰值 − 下载前）': `${(rssPeak - rssBefore).toFixed(1)} MB（目标 ≤ 64 MB）`,
    };
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
