import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from './case-document-setup.ts';
import { createTestContext, type TestContext } from './context.ts';

// 视频会议 list rows: the counts and the caller's own participant id are those of each row's meeting.

let ctx: TestContext;
let s: Staff;
beforeAll(async () => {
  ctx = await createTestContext();
  s = await staff(ctx);
});
afterAll(() => ctx.close());

const body = (title: string, participants: unknown[]) => ({
  title,
  purpose: 'INTERVIEW',
  scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
  durationMinutes: 30,
  recordMode: 'SERVER',
  participants,
});

interface Row {
  id: number;
  participantCount: number;
  recordingCount: number;
  myParticipantId: number | null;
}
const rowsOf = async (c: Staff['notary']) => (await c.get('/video-meetings/page', { scope: 'MINE', current: 1, size: 50 })).body.data.list as Row[];

describe('视频会议 list rows', () => {
  it('count each meeting’s participants and recordings, and name the caller’s own participant in it', async () => {
    // Meeting and participant ids drift apart: a first meeting of two people, then one of three.
    const pair = (await s.notary.post('/video-meetings', body('两人会议', [{ role: 'WITNESS', displayName: '见证人乙' }]))).body.data;
    const res = await s.notary.post(
      '/video-meetings',
      body('三人会议', [
        { role: 'ASSISTANT', userId: s.ids.assistant },
        { role: 'WITNESS', displayName: '见证人甲' },
      ]),
    );
    expect(res.status, res.body.message).toBe(200);
    const trio = res.body.data as { id: number; participants: { id: number; role: string }[] };
    expect(trio.id).not.toBe(trio.participants[0].id);

    const mine = await rowsOf(s.notary);
    expect(mine.find((r) => r.id === pair.id)).toMatchObject({ participantCount: 2, recordingCount: 0, myParticipantId: pair.participants[0].id });
    expect(mine.find((r) => r.id === trio.id)).toMatchObject({
      participantCount: 3,
      recordingCount: 0,
      myParticipantId: trio.participants.find((p) => p.role === 'HOST')!.id,
    });

    // The invited assistant finds it under 我的会议, as a participant.
    const theirs = await rowsOf(s.assistant);
    expect(theirs.map((r) => r.id)).toEqual([trio.id]);
    expect(theirs[0].myParticipantId).toBe(trio.participants.find((p) => p.role === 'ASSISTANT')!.id);
  });
});
