// 存证 hashing: a file of N MB (1024 by default) generated in /tmp is uploaded through the real endpoint
// (POST /api/evidence/exist, multipart, streamed, SHA-256 + SM3 while it arrives and is written to disk), beside
// `sha256sum` and `openssl dgst -sm3` over the same file. Prints the throughput ratio against the two tools' combined
// time (goal ≥ 0.7×) and the server process's RSS growth during the upload (goal ≤ 64 MB). The file is removed after.
// Usage: npm run bench:evidence [-- --mb 1024]
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { DEFAULT_DEMO_PASSWORD } from '../../apps/server/src/config.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const MB = arg('mb', 1024);
const dir = mkdtempSync(join(tmpdir(), 'notaria-bench-evidence-'));
const file = join(dir, 'deposit.bin');

const seconds = (f: () => void) => {
  const t = performance.now();
  f();
  return (performance.now() - t) / 1000;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function call(port: number, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { satoken: token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { tokenValue?: string; id?: number } };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The multipart upload, the file streamed from disk; resolves with the server's answer. */
function upload(port: number, token: string, customerId: number, path: string): Promise<{ status: number; body: string }> {
  const boundary = '----notariaBench';
  const fields = { title: '基准测试存证', applicantType: 'PERSONAL', customerId, retentionYears: 1, remark: '' };
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deposit.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(head);
      yield* createReadStream(path, { highWaterMark: 1024 * 1024 });
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/evidence/exist',
        headers: { satoken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}

const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hash-server.ts')], {
  env: { ...process.env, DATA_DIR: join(dir, 'data') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const { port } = JSON.parse((await createInterface({ input: server.stdout! })[Symbol.asyncIterator]().next()).value as string) as { port: number };
  console.log(`生成 ${MB} MB 随机文件…`);
  execFileSync('sh', ['-c', `head -c ${MB}M /dev/urandom > '${file}'`]);
  const size = statSync(file).size;
  // Warm the page cache and both tools once, so neither side pays the first read from disk.
  execFileSync('sha256sum', [file]);
  const tSha = seconds(() => execFileSync('sha256sum', [file]));
  const tSm3 = seconds(() => execFileSync('openssl', ['dgst', '-sm3', file]));

  const token = (await call(port, 'POST', '/auth/login', '', { account: 'notary', password: DEFAULT_DEMO_PASSWORD })).tokenValue!;
  const customer = await call(port, 'POST', '/customer/personal', token, {
    name: '陈小明',
    idType: 'ID_CARD',
    idNumber: '110101199003078515',
    phone: '13912345678',
  });
  // A small upload first: the route, multipart and the database are warm before the measured one.
  execFileSync('sh', ['-c', `head -c 1M '${file}' > '${file}.small'`]);
  await upload(port, token, customer.id!, `${file}.small`);
  const rssBefore = rssMb(server.pid!);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid!))), 50);
  const t = performance.now();
  const res = await upload(port, token, customer.id!, file);
  const tUpload = (performance.now() - t) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${res.body}`);
  const answer = JSON.parse(res.body) as { data: { artifacts: { sha256: string; sm3: string }[] } };
  const expected = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0];
  if (answer.data.artifacts[0]!.sha256 !== expected) throw new Error('the server’s SHA-256 differs from sha256sum');

  const mbps = (s: number) => (size / 1024 / 1024 / s).toFixed(0);
  console.log(`文件 ${(size / 1024 / 1024).toFixed(0)} MB`);
  console.log(`sha256sum            ${tSha.toFixed(2)} s  ${mbps(tSha)} MB/s`);
  console.log(`openssl dgst -sm3    ${tSm3.toFixed(2)} s  ${mbps(tSm3)} MB/s`);
  console.log(`两者合计             ${(tSha + tSm3).toFixed(2)} s  ${mbps(tSha + tSm3)} MB/s`);
  console.log(`存证上传（接口）     ${tUpload.toFixed(2)} s  ${mbps(tUpload)} MB/s（接收、SHA-256 + SM3、写盘、入库）`);
  console.log(`吞吐比               ${((tSha + tSm3) / tUpload).toFixed(2)}×（目标 ≥ 0.7×）`);
  console.log(
    `服务器 RSS           上传前 ${rssBefore.toFixed(0)} MB，峰值 ${rssPeak.toFixed(0)} MB，增长 ${(rssPeak - rssBefore).toFixed(0)} MB（目标 ≤ 64 MB）`,
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
