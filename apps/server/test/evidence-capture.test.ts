import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { evidenceArtifacts, evidenceCaptureJobs, evidenceRecords } from '../src/modules/evidence/evidence.table.ts';
import { storedFiles } from '../src/modules/files/file.table.ts';
import { client, type Client } from './api.ts';
import { createTestContext, type TestContext } from './context.ts';
import { SITE_TEXT, startEvidenceSite, type EvidenceSite } from './fixtures/evidence-site.ts';

// 网页取证 end to end, with Debian's Chromium: the worker started by the app (EVIDENCE_WORKER on) captures a local site.

let ctx: TestContext;
let api: Client;
let site: EvidenceSite;
let dataDir: string;
let customerId: number;

const hex = (algo: string, b: Buffer) => createHash(algo).update(b).digest('hex');

async function until<T>(what: string, fn: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notaria-capture-'));
  site = await startEvidenceSite();
  ctx = await createTestContext({ dataDir, evidenceWorker: true, evidenceCaptureInternal: true });
  api = client(ctx, await ctx.login('notary'));
  const c = await api.post('/customer/personal', { name: '周晓燕', idType: 'ID_CARD', idNumber: '110101199003078515', phone: '13912345678' });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  customerId = c.body.data.id;
});
afterAll(async () => {
  await ctx?.close();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('网页取证 of a local site', () => {
  it('captures the clean report, screenshot, MHTML with the Chinese text, a HAR with the redirect and 2 s of video; every file hashed; 待确认, then sealed', async () => {
    const res = await api.post('/evidence/obtain/web', {
      url: site.start,
      title: '侵权网页取证',
      applicant: { type: 'PERSONAL', customerId },
      options: { fullPage: true, video: true, durationSeconds: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('CAPTURING');
    const id: number = res.body.data.id;

    const record = await until('the capture', async () => {
      const [r] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, id)));
      return r.status === 'CAPTURING' ? undefined : r;
    });
    expect(record.failureReason).toBe('');
    expect(record.status).toBe('PENDING_CONFIRM');
    expect(record.device.chromiumVersion).toMatch(/Chrome\/\d+/);
    const [job] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceCaptureJobs).where(eq(evidenceCaptureJobs.recordId, id)));
    expect(job).toMatchObject({ state: 'DONE', attempts: 1, error: '' });

    const artefacts = await asSystem(ctx.db, (tx) =>
      tx.select().from(evidenceArtifacts).where(eq(evidenceArtifacts.recordId, id)).orderBy(evidenceArtifacts.seq),
    );
    expect(artefacts.map((a) => a.role)).toEqual(['CLEAN_REPORT', 'SCREENSHOT', 'MHTML', 'HAR', 'VIDEO']);
    const bytes: Record<string, Buffer> = {};
    const paths: Record<string, string> = {};
    for (const a of artefacts) {
      const [file] = await asSystem(ctx.db, (tx) =>
        tx
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.id, a.fileId!), eq(storedFiles.tenantId, a.tenantId))),
      );
      const b = readFileSync(join(dataDir, 'files', file.path));
      expect(a.size).toBe(b.length);
      expect(a.sha256).toBe(hex('sha256', b));
      expect(a.sm3).toBe(hex('sm3', b));
      expect(file.sha256).toBe(a.sha256);
      bytes[a.role] = b;
      paths[a.role] = join(dataDir, 'files', file.path);
    }

    const report = JSON.parse(bytes.CLEAN_REPORT.toString('utf8'));
    expect(report.standard).toBe('SF/T 0091-2021');
    expect(report.blankPage.url).toBe('about:blank');
    expect(Buffer.from(report.blankPage.screenshotPngBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(report.environment.resolvConfSha256).toBe(hex('sha256', readFileSync('/etc/resolv.conf')));
    expect(report.environment.hostsSha256).toBe(hex('sha256', readFileSync('/etc/hosts')));
    expect(report.environment.launchArgs).toEqual(expect.arrayContaining(['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']));
    expect(report.environment.chromiumVersion).toMatch(/Chrome\/\d+/);
    expect(report.environment.playwrightVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(report.clock.error).toBe('');
    expect(Math.abs(report.clock.offsetMs)).toBeLessThan(2_000);
    const byItem = Object.fromEntries(report.checks.map((c: { item: string; ok: boolean }) => [c.item, c.ok]));
    expect(byItem).toMatchObject({ 全新的浏览器用户目录: true, 未加载浏览器扩展: true, 本机时间与时间戳机构一致: true, 先打开空白页: true });

    expect(bytes.SCREENSHOT.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.SCREENSHOT.readUInt32BE(20)).toBeGreaterThan(768); // full page: taller than one screen

    const mhtml = bytes.MHTML.toString('utf8');
    expect(mhtml).toContain('Saved by Blink');
    // MHTML keeps the HTML quoted-printable: the text is there once the soft breaks and escapes are undone.
    const decoded = Buffer.from(
      mhtml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(decoded).toContain(SITE_TEXT);

    const har = JSON.parse(bytes.HAR.toString('utf8'));
    const entries = har.log.entries as { request: { url: string }; response: { status: number; redirectURL: string } }[];
    expect(entries.find((e) => e.request.url === site.start)?.response).toMatchObject({ status: 302 });
    expect(entries.find((e) => e.request.url === site.page)?.response.status).toBe(200);
    expect(entries.some((e) => e.request.url === `${site.origin}/logo.png`)).toBe(true);

    // The video plays: ffprobe decodes a VP8 WebM of the viewport lasting the set 2 s.
    expect(bytes.VIDEO.length).toBeGreaterThan(0);
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-count_frames',
          '-show_entries',
          'format=duration,format_name:stream=codec_name,width,height,nb_read_frames',
          '-of',
          'json',
          paths.VIDEO,
        ],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(probe.format.format_name).toContain('webm');
    expect(probe.streams[0]).toMatchObject({ codec_name: 'vp8', width: 1366, height: 768 });
    expect(Number(probe.streams[0].nb_read_frames)).toBe(20);
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThan(0.25);

    // 确认: the sealed manifest lists the video with its hash.
    const sealed = await api.put('/evidence/confirm', { id });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    const [after] = await asSystem(ctx.db, (tx) => tx.select().from(evidenceRecords).where(eq(evidenceRecords.id, id)));
    const listed = (after.manifest as { metadata: { artefacts: { role: string; sha256: string; size: number }[] } }).metadata.artefacts;
    expect(listed.find((a) => a.role === 'VIDEO')).toMatchObject({ sha256: hex('sha256', bytes.VIDEO), size: bytes.VIDEO.length });
  }, 120_000);

  it('refuses a video capture with a Chinese reason when ffmpeg is not installed, and queues nothing', async () => {
    const before = await asSystem(ctx.db, (tx) => tx.select({ id: evidenceRecords.id }).from(evidenceRecords));
    process.env.FFMPEG_PATH = join(dataDir, 'no-ffmpeg-here');
    try {
      const res = await api.post('/evidence/obtain/web', {
        url: site.page,
        title: '录像取证',
        applicant: { type: 'PERSONAL', customerId },
        options: { fullPage: true, video: true, durationSeconds: 3 },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^服务器未安装录像组件（ffmpeg）.*apt-get install -y ffmpeg/);
    } finally {
      delete process.env.FFMPEG_PATH;
    }
    expect(await asSystem(ctx.db, (tx) => tx.select({ id: evidenceRecords.id }).from(evidenceRecords))).toHaveLength(before.length);
  });
});
