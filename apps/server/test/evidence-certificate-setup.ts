import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { ArtifactRole, CaptureType } from '@notaria/contracts';
import { eq } from 'drizzle-orm';
import { asSystem, inTenant } from '../src/db/scope.ts';
import type { Actor } from '../src/modules/auth/auth.api.ts';
import { addArtifact, captured, createRecord, sealRecord } from '../src/modules/evidence/evidence.api.ts';
import { evidenceArtifacts } from '../src/modules/evidence/evidence.table.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { writeGenerated } from '../src/modules/files/files.api.ts';
import { dualHash, sealIn } from '../src/modules/integrity/integrity.api.ts';
import type { Client } from './api.ts';
import type { TestContext } from './context.ts';
import { userIdOf } from './fixtures.ts';

/** Sealed evidence records with real stored files, for the certificate, package and verify tests. */

export const actorOf = async (ctx: TestContext, account: string, tenantId: number): Promise<Actor> => ({
  userId: await userIdOf(ctx.db, account),
  account,
  name: account,
  tenantId,
  homeTenantId: tenantId,
  sessionId: 0,
  activeRoleId: 0,
  permissions: ['*'],
  mustChangePassword: false,
});

export async function personalCustomer(c: Client, name = '陈小明', idNumber = '110101199003078515'): Promise<number> {
  const res = await c.post('/customer/personal', { name, idType: 'ID_CARD', idNumber, phone: '13912345678' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as number;
}

export interface SealedRecord {
  id: number;
  evidenceNo: string;
  files: { name: string; bytes: Buffer; sha256: string; sm3: string }[];
}

export const DEFAULT_FILES: { role: ArtifactRole; name: string; bytes: Buffer }[] = [
  { role: 'SCREENSHOT', name: 'screenshot.png', bytes: Buffer.from('截图：某网店商品页面，售价 99 元') },
  { role: 'MHTML', name: 'page.mhtml', bytes: Buffer.from('<html><body>商品详情：正品保证</body></html>') },
  { role: 'HAR', name: 'network.har', bytes: Buffer.from('{"log":{"entries":[]}}') },
];

/** A record whose files are stored under the data directory, confirmed (sealed, chained and timestamped). */
export async function sealedRecord(
  ctx: TestContext,
  actor: Actor,
  customerId: number,
  o: { captureType?: CaptureType; files?: typeof DEFAULT_FILES } = {},
): Promise<SealedRecord> {
  const files = o.files ?? DEFAULT_FILES;
  const made = await inTenant(ctx.db, actor.tenantId, async (tx) => {
    const r = await createRecord(tx, actor, {
      captureType: o.captureType ?? 'WEB_PAGE',
      title: '某网店商品页面取证',
      applicant: { type: 'PERSONAL', customerId },
      targetUrl: 'https://shop.example.cn/item/1',
      device: { chromiumVersion: '131.0', worker: 'test' },
    });
    for (const f of files) {
      const stored = await writeGenerated(ctx.app.storage, actor.tenantId, f.name, 'application/octet-stream', f.bytes);
      await stored.record(tx, actor.userId);
      const h = dualHash(f.bytes);
      await addArtifact(tx, r, { role: f.role, fileId: stored.key, name: f.name, mime: 'application/octet-stream', size: f.bytes.length, ...h });
    }
    await captured(tx, r);
    return r;
  });
  await sealRecord(ctx.db, sealIn(ctx.config.dataDir), actor, made.id);
  return { id: made.id, evidenceNo: made.evidenceNo, files: files.map((f) => ({ name: f.name, bytes: f.bytes, ...dualHash(f.bytes) })) };
}

/** The path on disk of a record's stored artefact, by name. */
export async function artefactPath(ctx: TestContext, recordId: number, name: string): Promise<string> {
  const rows = await asSystem(ctx.db, (tx) =>
    tx
      .select({ name: evidenceArtifacts.name, path: storedFiles.path })
      .from(evidenceArtifacts)
      .innerJoin(storedFiles, eq(storedFiles.id, evidenceArtifacts.fileId))
      .where(eq(evidenceArtifacts.recordId, recordId)),
  );
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no stored artefact ${name}`);
  return join(ctx.config.dataDir, 'files', row.path);
}

/** A zip's entries, unpacked with the system's unzip into a fresh directory. */
export function unzip(zip: Buffer): { dir: string; files: Map<string, Buffer>; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'notaria-pkg-'));
  writeFileSync(join(dir, 'p.zip'), zip);
  execFileSync('unzip', ['-q', 'p.zip', '-d', 'out'], { cwd: dir });
  const out = join(dir, 'out');
  const files = new Map<string, Buffer>();
  for (const e of readdirSync(out, { recursive: true, withFileTypes: true }))
    if (e.isFile()) files.set(join(e.parentPath, e.name).slice(out.length + 1), readFileSync(join(e.parentPath, e.name)));
  return { dir: out, files, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A netpbm image as pdfimages writes it (P4 bitmap, P5 grey, P6 colour) in RGBA. */
function rgbaOf(file: Buffer): { data: Uint8ClampedArray; width: number; height: number } | null {
  const header = /^(P[456])\s+(\d+)\s+(\d+)\s+(?:(\d+)\s)?/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) return null;
  const [all, kind, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const body = file.subarray(Buffer.byteLength(all, 'latin1'));
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil(width / 8);
  for (let i = 0; i < width * height; i++) {
    const bit = body[Math.floor(i / width) * rowBytes + ((i % width) >> 3)] & (0x80 >> ((i % width) % 8));
    const grey = kind === 'P4' ? (bit ? 0 : 255) : kind === 'P5' ? body[i] : Math.round((body[3 * i] + body[3 * i + 1] + body[3 * i + 2]) / 3);
    data.set([grey, grey, grey, 255], 4 * i);
  }
  return { data, width, height };
}

/** Every QR code in a PDF's images, decoded. */
export function qrTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    execFileSync('pdfimages', [join(dir, 'c.pdf'), join(dir, 'img')]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('img'))
      .flatMap((f) => {
        const image = rgbaOf(readFileSync(join(dir, f)));
        const code = image && jsQR(image.data, image.width, image.height);
        return code ? [code.data] : [];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A poppler tool's output over a PDF (pdftotext, pdffonts). */
export function poppler(tool: 'pdftotext' | 'pdffonts', pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    return execFileSync(tool, tool === 'pdftotext' ? ['-layout', join(dir, 'c.pdf'), '-'] : [join(dir, 'c.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A download with the session token: status, bytes and headers. */
export async function fetchFile(ctx: TestContext, token: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { satoken: token } });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers, json: () => res.json() };
}
