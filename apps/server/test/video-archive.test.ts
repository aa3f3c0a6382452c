import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scope.ts';
import { archiveVolumes, cases } from '../src/db/schema.ts';
import type { MeetingRecorder, RecordedTrackFile } from '../src/modules/video/recorder/index.ts';
import { client } from './api.ts';
import { act, birthItem, newCase, staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';

// A case meeting's recordings belong to the case: 归档 files them in the volume's 卷内目录 as 录音录像.

let ctx: TestContext;
const pending: RecordedTrackFile[] = [];
const recorder: MeetingRecorder = { signal: async () => {}, stop: async () => pending.splice(0), recording: () => [], close: async () => {} };

beforeAll(async () => {
  ctx = await createTestContext({}, { meetingRecorder: recorder });
});
afterAll(() => ctx.close());

describe('视频公证 recordings in the archive volume', () => {
  it('files each participant’s recording of the case’s meetings, hashed from its stored bytes', async () => {
    const s = await staff(ctx);
    const c = await newCase(s, await birthItem(s.assistant));
    const m = (
      await s.notary.post('/video-meetings', {
        title: '出生公证视频询问',
        purpose: 'INTERVIEW',
        caseId: c.id,
        scheduledAt: new Date().toISOString(),
        durationMinutes: 20,
        recordMode: 'SERVER',
        participants: [],
      })
    ).body.data as { id: number; meetingNo: string; participants: { id: number }[] };
    await s.notary.post('/video-meetings/start', { id: m.id });
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3000, 3)]);
    const file = join(mkdtempSync(join(tmpdir(), 'video-archive-')), 'host.webm');
    writeFileSync(file, bytes);
    const host = m.participants[0].id;
    pending.push({
      participantId: host,
      path: file,
      startedAt: new Date(Date.now() - 30_000),
      endedAt: new Date(),
      durationMs: 30_000,
      bytes: bytes.length,
      complete: true,
      gaps: [],
    });
    const ended = (await s.notary.post('/video-meetings/end', { id: m.id })).body.data;
    // No party on the meeting: nothing to consent, so it is sealed at once.
    expect(ended.status).toBe('SEALED');
    expect(ended.chainSeq).toBeGreaterThan(0);

    await asSystem(ctx.db, (tx) =>
      tx
        .update(cases)
        .set({ status: 'WAIT_ARCHIVES', deliveredAt: new Date(Date.now() - 86_400_000) })
        .where(eq(cases.id, c.id)),
    );
    const archivist = client(ctx, await ctx.login('archivist'));
    const received = await act(archivist, 'archive', { id: c.id, volumeType: 'ORDINARY' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const [v] = await asSystem(ctx.db, (tx) => tx.select().from(archiveVolumes).where(eq(archiveVolumes.caseId, c.id)));
    const volume = (await archivist.get('/archives/detail', { id: v.id })).body.data;
    const item = volume.items.find((i: { title: string }) => i.title.includes(m.meetingNo));
    expect(item).toMatchObject({ source: 'RECORDING', mime: 'video/webm', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  });
});
